/**
 * TensorFlow.js's WebAssembly kernels (with SIMD), in the build that face-api's bundle (TensorFlow.js
 * 4.22.0) was made for. The server build reaches them as `#tfjs-kernels`, a bare import the Remix
 * compiler leaves to wrangler, which compiles the file at build time: the Remix compiler would turn
 * a `.wasm` import into an asset's URL, and a Worker may not compile WebAssembly at run time.
 */
export { default } from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm";
