/**
 * Where a downloaded image's face is, seen in a browser by the site's own face library (face-api,
 * as the device's checks load it), independently of the Worker that cropped the image: a page of
 * its own on an address no request leaves this machine for, serving the library's file and the
 * site's weights, in a context of its own so that it runs with JavaScript in either project.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "../..");
const origin = "http://faces.test";
const files: Record<string, { file: string; type: string }> = {
  "/face-api.js": { file: "node_modules/@vladmandic/face-api/dist/face-api.js", type: "text/javascript" },
};

/**
 * What the library sees in an image, each place a share of the image's height from its top (`x` of
 * its width from the left): how many faces; for one face, its eye line (the eyes' midpoint), its
 * mouth, and its jaw's lowest point; and the box the detector draws around it. And the image's edges
 * that are a flat band of one colour, as a filled margin is and a photograph's edge is not.
 */
export type FaceInImage = {
  faces: number;
  flatEdges: Array<"top" | "bottom" | "left" | "right">;
  eyes: { x: number; y: number };
  mouth: number;
  jaw: number;
  box: { left: number; top: number; right: number; bottom: number };
};

/** The one face of each of `images` (JPEG bytes); one page and one load of the models for them all. */
export async function facesIn(browser: Browser, images: Uint8Array[]): Promise<FaceInImage[]> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    await context.route(`${origin}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === "/") return route.fulfill({ contentType: "text/html", body: '<script src="/face-api.js"></script>' });
      const known = files[pathname] ?? (pathname.startsWith("/models/face/") ? { file: `public${pathname}`, type: "" } : null);
      if (!known) return route.fulfill({ status: 404 });
      // WebAssembly is compiled as it streams in only when served as such.
      const type = known.type || (pathname.endsWith(".wasm") ? "application/wasm" : undefined);
      return route.fulfill({ body: readFileSync(path.join(root, known.file)), contentType: type });
    });
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    return await page.evaluate(
      async (all) => {
        const api = (window as unknown as { faceapi: typeof import("@vladmandic/face-api") }).faceapi;
        const tf = api.tf as unknown as {
          setBackend(name: string): Promise<boolean>;
          setWasmPaths(prefix: string): void;
          env(): { set(flag: string, value: boolean): void };
        };
        // The WebAssembly kernels, as the device's checks run them: on the plain CPU kernels each
        // crop took seconds, most of the test's time.
        tf.setWasmPaths("/models/face/");
        tf.env().set("WASM_HAS_MULTITHREAD_SUPPORT", false);
        if (!(await tf.setBackend("wasm"))) throw new Error("TensorFlow.js's WebAssembly backend did not start");
        await api.nets.tinyFaceDetector.loadFromUri("/models/face");
        await api.nets.faceLandmark68TinyNet.loadFromUri("/models/face");
        const faceIn = async (base64: string) => {
          const img = new Image();
          img.src = `data:image/jpeg;base64,${base64}`;
          await img.decode();
          // In a margin of half its size on each side: the tiny detector misses a face that fills its
          // whole input, as an identity photo's does.
          const { naturalWidth: width, naturalHeight: height } = img;
          const canvas = document.createElement("canvas");
          canvas.width = 2 * width;
          canvas.height = 2 * height;
          const context = canvas.getContext("2d")!;
          context.fillStyle = "#808080";
          context.fillRect(0, 0, canvas.width, canvas.height);
          context.drawImage(img, width / 2, height / 2);
          const options = new api.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 });
          const faces = await api.detectAllFaces(canvas, options).withFaceLandmarks(true);
          // An edge four pixels deep whose every channel stays within a few steps of one value.
          const depth = 4;
          const flat = (x: number, y: number, w: number, h: number) => {
            const { data } = context.getImageData(width / 2 + x, height / 2 + y, w, h);
            return [0, 1, 2].every((channel) => {
              const values = Array.from({ length: data.length / 4 }, (_, i) => data[i * 4 + channel]!);
              return Math.max(...values) - Math.min(...values) <= 6;
            });
          };
          const edges = {
            top: flat(0, 0, width, depth),
            bottom: flat(0, height - depth, width, depth),
            left: flat(0, 0, depth, height),
            right: flat(width - depth, 0, depth, height),
          };
          const flatEdges = (Object.keys(edges) as Array<keyof typeof edges>).filter((edge) => edges[edge]);
          const none = { x: 0, y: 0 };
          if (faces.length !== 1)
            return { faces: faces.length, flatEdges, eyes: none, mouth: 0, jaw: 0, box: { left: 0, top: 0, right: 0, bottom: 0 } };
          const { landmarks, detection } = faces[0]!;
          const across = (x: number) => (x - width / 2) / width;
          const down = (y: number) => (y - height / 2) / height;
          const middle = (points: Array<{ x: number; y: number }>) => ({
            x: across(points.reduce((sum, point) => sum + point.x, 0) / points.length),
            y: down(points.reduce((sum, point) => sum + point.y, 0) / points.length),
          });
          const { box } = detection;
          return {
            faces: 1,
            flatEdges,
            eyes: middle([...landmarks.getLeftEye(), ...landmarks.getRightEye()]),
            mouth: middle(landmarks.getMouth()).y,
            jaw: down(Math.max(...landmarks.getJawOutline().map((point) => point.y))),
            box: { left: across(box.left), top: down(box.top), right: across(box.right), bottom: down(box.bottom) },
          };
        };
        const seen = [];
        for (const base64 of all) seen.push(await faceIn(base64));
        return seen;
      },
      images.map((image) => Buffer.from(image).toString("base64")),
    );
  } finally {
    await context.close();
  }
}
