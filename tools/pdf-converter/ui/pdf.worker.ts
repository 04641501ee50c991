// pdf.js's own worker (parsing and decoding off the page's thread), as a module worker the bundler serves from our
// origin. It starts listening on load.
import "pdfjs-dist/build/pdf.worker.mjs";
