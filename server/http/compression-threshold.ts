// Answers and built files shorter than this are sent as they are: @fastify/compress's threshold (app.ts), the build's
// precompressed copies (vite.config.ts), and the answers whose bound keeps them under it (answer-size.ts).
export const COMPRESS_THRESHOLD_BYTES = 1024
