/**
 * The generator's parts that wait for its first use and are not the preview (ui/qr-generator.tsx): the Advanced and
 * Design tabs and the fields of every type but URL, in one module so that they arrive together, after the encoder.
 */
export { QrAdvanced } from "./qr-advanced";
export { QrDesignPanel } from "./qr-design";
export { QrTypeFields } from "./qr-type-fields";
