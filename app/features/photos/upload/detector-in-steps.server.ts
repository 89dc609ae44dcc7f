/**
 * The tiny face detector's pass, layer by layer (docs/decisions/044-face-reading-within-an-isolate.md).
 * face-api runs it inside one `tidy`, so every layer's output, and each layer's bias and activation as
 * separate tensors, stays allocated until the pass ends: 99 MB of tensors at its peak, in WebAssembly
 * memory that never shrinks. Here each layer is one fused kernel (convolution, bias and leaky ReLU
 * together) and its input is released as soon as its output exists: 36 MB at the peak, the same faces
 * with the same scores.
 *
 * It replaces the detector's `forwardInput`, so that face-api still prepares the input and decodes
 * the boxes as it always did.
 */
import type { NetInput, TinyFaceDetector, tf as tfTypes } from "@vladmandic/face-api";

type Tensor4D = tfTypes.Tensor4D;
type Conv = { filters: Tensor4D; bias: tfTypes.Tensor1D };
type Separable = { depthwise_filter: Tensor4D; pointwise_filter: Tensor4D; bias: tfTypes.Tensor1D };
type Layers = { conv0: Conv; conv6?: Separable; conv7?: Separable; conv8: Conv } & Record<`conv${1 | 2 | 3 | 4 | 5}`, Separable>;

/** The TensorFlow.js functions the pass uses; face-api's own types leave out the fused kernels. */
export type StepTf = Pick<
  typeof tfTypes,
  "tidy" | "cast" | "sub" | "div" | "tensor1d" | "maxPool" | "depthwiseConv2d" | "slice" | "concat" | "pad"
> & {
  fused: {
    conv2d(args: {
      x: Tensor4D;
      filter: Tensor4D;
      strides: number;
      pad: "valid";
      bias: tfTypes.Tensor1D;
      activation?: "leakyrelu";
      leakyreluAlpha?: number;
    }): Tensor4D;
  };
};

// face-api's `leaky` is relu(x − 0.1x) + 0.1x, which is a leaky ReLU with a slope of 0.1.
const leaky = { activation: "leakyrelu", leakyreluAlpha: 0.1 } as const;
/**
 * The output rows of the first two layers made at a time. Whole, those outputs are the pass's largest
 * tensors (414 × 414 × 16, 10.5 MB, and 207 × 207 × 32, 5.5 MB); each is made and pooled a strip at a
 * time, so neither exists whole. An even number: 2 × 2 pooling then takes the same windows as on the whole.
 */
const stripRows = 46;

/** Sets `detector` to run its pass in steps; call it once the detector's weights are loaded. */
export function runInSteps(tf: StepTf, detector: TinyFaceDetector): void {
  /** `layer` applied to `x`, with `x` and everything made on the way released. */
  const step = (x: Tensor4D, layer: (x: Tensor4D) => Tensor4D) => {
    const out = tf.tidy(() => layer(x));
    x.dispose();
    return out;
  };
  const convolve =
    ({ filters, bias }: Conv, activation?: typeof leaky) =>
    (x: Tensor4D) =>
      tf.fused.conv2d({ x, filter: filters, strides: 1, pad: "valid", bias, ...activation });
  // face-api pads by one and convolves without padding: for a 3 × 3 filter at stride 1, the same as "same".
  const separable = (layer: Separable) => (x: Tensor4D) =>
    convolve({ filters: layer.pointwise_filter, bias: layer.bias }, leaky)(tf.depthwiseConv2d(x, layer.depthwise_filter, 1, "same"));
  const pool = (stride: number) => (x: Tensor4D) => tf.maxPool(x, [2, 2], stride, "same");
  /** `layer`, an unpadded 3 × 3 convolution and then 2 × 2 pooling, applied to `x` a strip of rows at a time. */
  const inStrips = (layer: (x: Tensor4D) => Tensor4D) => (x: Tensor4D) => {
    const rows = x.shape[1] - 2;
    const strips: Tensor4D[] = [];
    for (let row = 0; row < rows; row += stripRows) {
      const input = tf.slice(x, [0, row, 0, 0], [1, Math.min(stripRows, rows - row) + 2, -1, -1]);
      strips.push(step(input, layer));
    }
    return tf.concat(strips, 1);
  };
  // The detector's first layer is a plain convolution (its config's `isFirstLayerConv2d`), unpadded, then pooled.
  const firstLayer = (conv0: Conv) => inStrips((strip) => pool(2)(convolve(conv0, leaky)(strip)));
  // The second, padded by one as "same" pads, so that each strip brings the rows around it.
  const secondLayer = (conv1: Separable) => (x: Tensor4D) => {
    const padded = tf.pad(x, [
      [0, 0],
      [1, 1],
      [1, 1],
      [0, 0],
    ]);
    try {
      return inStrips((strip) =>
        pool(2)(
          convolve(
            { filters: conv1.pointwise_filter, bias: conv1.bias },
            leaky,
          )(tf.depthwiseConv2d(strip, conv1.depthwise_filter, 1, "valid")),
        ),
      )(padded);
    } finally {
      padded.dispose();
    }
  };

  detector.forwardInput = function (input: NetInput, inputSize: number): Tensor4D {
    const layers = this.params as unknown as Layers;
    const meanRgb = this.config.meanRgb!;
    let out = tf.tidy(() => tf.div<Tensor4D>(tf.sub(tf.cast(input.toBatchTensor(inputSize, false), "float32"), tf.tensor1d(meanRgb)), 255));
    out = step(out, firstLayer(layers.conv0));
    out = step(out, secondLayer(layers.conv1));
    out = step(out, separable(layers.conv2));
    for (const layer of [layers.conv3, layers.conv4, layers.conv5]) {
      out = step(out, pool(2));
      out = step(out, separable(layer));
    }
    out = step(out, pool(1));
    for (const layer of [layers.conv6, layers.conv7]) if (layer) out = step(out, separable(layer));
    return step(out, convolve(layers.conv8));
  };
}
