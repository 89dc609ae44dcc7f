/** How the bench's table shows its figures: sizes (1 kB = 1024 bytes), times and ratios. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const ms = (value) => `${value.toFixed(2)} ms`;
export const seconds = (value, digits = 1) => `${(value / 1000).toFixed(digits)} s`;
export const factor = (ratio) => `${ratio.toFixed(2)}×`;
