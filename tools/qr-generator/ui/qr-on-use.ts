/**
 * The generator's parts that wait for its first use (ui/qr-generator.tsx): the Advanced and Design tabs, the fields of every type
 * but URL and the ready preview, in one module so that they arrive together.
 */
import { DownloadSizeAdvice, PreviewImage } from "./qr-preview";

export { QrAdvanced } from "./qr-advanced";
export { QrDesignPanel } from "./qr-design";
export { QrTypeFields } from "./qr-type-fields";

export const preview = { PreviewImage, DownloadSizeAdvice };
