/**
 * The recognition net's pass with each layer's weights in WebAssembly memory only while that layer
 * runs (docs/decisions/044-face-reading-within-an-isolate.md). The kernels keep a packed copy of a
 * convolution's weights for as long as the weights live: the whole net loaded held its 22.5 MB of
 * weights twice over in memory that never shrinks. Here a layer's weights are decoded from the
 * model file's quantised bytes just before the layer, and released with their packed copy after it.
 *
 * The operations are face-api's own (FaceRecognitionNet's forwardInput, with its convLayer,
 * residualLayer and scaleLayer), in the same order, so the descriptor is the same to the last bit.
 */
import type { FaceRecognitionNet, NetInput, tf as tfTypes } from "@vladmandic/face-api";

type Tensor1D = tfTypes.Tensor1D;
type Tensor4D = tfTypes.Tensor4D;

/** A model's weights as its files hold them: the bytes and the manifest's description of each tensor. */
export type Weights = { bytes: ArrayBuffer; specs: WeightSpec[] };
export type WeightSpec = { name: string; shape: number[]; dtype: string; quantization?: { dtype: string } };

/** The TensorFlow.js functions the pass uses. */
export type RecognitionTf = Pick<
  typeof tfTypes,
  "tidy" | "cast" | "sub" | "div" | "fill" | "concat" | "conv2d" | "add" | "mul" | "relu" | "maxPool" | "avgPool" | "zeros" | "matMul"
> & {
  io: { decodeWeights(buffer: ArrayBuffer, specs: WeightSpec[]): Record<string, tfTypes.Tensor> };
  // In TensorFlow.js but not in face-api's types of it.
  mean<T extends tfTypes.Tensor>(x: tfTypes.Tensor, axis: number[]): T;
};

// face-api's mean colour of the faces the net was trained on.
const meanRgb = [122.782, 117.001, 104.298];

/** The bytes a weight takes in a model's files. */
export const bytesOf = (spec: WeightSpec) =>
  spec.shape.reduce((product, side) => product * side, 1) * (spec.quantization ? (spec.quantization.dtype === "uint8" ? 1 : 2) : 4);

/** Reads one named tensor at a time from `weights`. */
function weightReader(tf: RecognitionTf, { bytes, specs }: Weights) {
  const at = new Map<string, { spec: WeightSpec; start: number; end: number }>();
  let start = 0;
  for (const spec of specs) {
    const end = start + bytesOf(spec);
    at.set(spec.name, { spec, start, end });
    start = end;
  }
  return <T extends tfTypes.Tensor>(name: string): T => {
    const entry = at.get(name);
    if (!entry) throw new Error(`The recognition model has no ${name}`);
    return tf.io.decodeWeights(bytes.slice(entry.start, entry.end), [entry.spec])[name] as T;
  };
}

/** Sets `net` to run its pass in steps, its weights read from `weights` layer by layer. */
export function recogniseInSteps(tf: RecognitionTf, net: FaceRecognitionNet, weights: Weights): void {
  const read = weightReader(tf, weights);
  /** `layer` applied to `x`, with `x`, the layer's weights and everything made on the way released. */
  const step = (x: Tensor4D, layer: (x: Tensor4D) => Tensor4D) => {
    const out = tf.tidy(() => layer(x));
    x.dispose();
    return out;
  };
  // Each convolution's weights (and the kernels' packed copy of them) are released as soon as it has
  // run, not at the end of its residual block: the largest blocks hold 2.4 MB of weights per convolution.
  const convLayer =
    (prefix: string, strides: 1 | 2, withRelu: boolean, padding: "same" | "valid" = "same") =>
    (x: Tensor4D): Tensor4D =>
      tf.tidy(() => {
        let out = tf.add<Tensor4D>(
          tf.conv2d(x, read<Tensor4D>(`${prefix}/conv/filters`), strides, padding),
          read<Tensor1D>(`${prefix}/conv/bias`),
        );
        out = tf.add<Tensor4D>(tf.mul(out, read<Tensor1D>(`${prefix}/scale/weights`)), read<Tensor1D>(`${prefix}/scale/biases`));
        return withRelu ? tf.relu(out) : out;
      });
  const residual = (prefix: string) => (x: Tensor4D) =>
    tf.relu(tf.add<Tensor4D>(convLayer(`${prefix}/conv2`, 1, false)(convLayer(`${prefix}/conv1`, 1, true)(x)), x));
  const residualDown = (prefix: string) => (x: Tensor4D) => {
    let out = convLayer(`${prefix}/conv2`, 1, false)(convLayer(`${prefix}/conv1`, 2, true, "valid")(x));
    let pooled = tf.avgPool<Tensor4D>(x, 2, 2, "valid");
    const zeros = tf.zeros<tfTypes.Rank.R4>(pooled.shape);
    if (pooled.shape[1] !== out.shape[1] || pooled.shape[2] !== out.shape[2]) {
      const [batch, rows, columns, channels] = out.shape;
      out = tf.concat([out, tf.zeros<tfTypes.Rank.R4>([batch, 1, columns, channels])], 1);
      out = tf.concat([out, tf.zeros<tfTypes.Rank.R4>([batch, rows + 1, 1, channels])], 2);
    }
    if (pooled.shape[3] !== out.shape[3]) pooled = tf.concat([pooled, zeros], 3);
    return tf.relu(tf.add<Tensor4D>(pooled, out));
  };

  net.forwardInput = (input: NetInput) => {
    let out = tf.tidy(() => {
      const batch = tf.cast(input.toBatchTensor(150, true), "float32");
      const [count, rows, columns] = batch.shape;
      const mean = tf.concat(meanRgb.map((value) => tf.fill([count, rows, columns, 1], value, "float32")) as Tensor4D[], 3);
      return tf.div<Tensor4D>(tf.sub(batch, mean), 255);
    });
    out = step(out, (x) => tf.maxPool<Tensor4D>(convLayer("conv32_down", 2, true, "valid")(x), 3, 2, "valid"));
    for (const [prefix, down] of [
      ["conv32_1", false],
      ["conv32_2", false],
      ["conv32_3", false],
      ["conv64_down", true],
      ["conv64_1", false],
      ["conv64_2", false],
      ["conv64_3", false],
      ["conv128_down", true],
      ["conv128_1", false],
      ["conv128_2", false],
      ["conv256_down", true],
      ["conv256_1", false],
      ["conv256_2", false],
      ["conv256_down_out", true],
    ] as const) {
      out = step(out, (down ? residualDown : residual)(prefix));
    }
    const descriptor = tf.tidy(() => tf.matMul<tfTypes.Tensor2D>(tf.mean<tfTypes.Tensor2D>(out, [1, 2]), read<tfTypes.Tensor2D>("fc")));
    out.dispose();
    return descriptor;
  };
}
