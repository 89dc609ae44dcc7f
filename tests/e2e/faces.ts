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
 * The eye line of the one face in each of `images` (JPEG bytes), as a share of the image's height from
 * its top; one page and one load of the models for them all.
 */
export async function eyeLinesOf(browser: Browser, images: Uint8Array[]): Promise<number[]> {
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
        const eyeLine = async (base64: string) => {
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
          if (faces.length !== 1) throw new Error(`${faces.length} faces in the image`);
          const eyes = [...faces[0]!.landmarks.getLeftEye(), ...faces[0]!.landmarks.getRightEye()];
          return (eyes.reduce((sum, point) => sum + point.y, 0) / eyes.length - height / 2) / height;
        };
        const lines = [];
        for (const base64 of all) lines.push(await eyeLine(base64));
        return lines;
      },
      images.map((image) => Buffer.from(image).toString("base64")),
    );
  } finally {
    await context.close();
  }
}
