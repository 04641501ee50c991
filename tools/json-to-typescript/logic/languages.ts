/**
 * quicktype's three target languages as the tool uses them. In TypeScript and Zod a type never takes the name of a
 * JavaScript or TypeScript built-in: quicktype keeps only a few (Date and Array; for Zod also String, Object, JSON, Error
 * and Class), so a root named "string" became `interface String`, which hides the global String in every file that
 * imports it. Here both keep the same, fuller list, and quicktype renames a clashing type as it does Date (PurpleDate).
 * Imported by module path, like the rest of quicktype-core (see ./json-to-typescript.ts).
 */
import type { RenderContext } from "quicktype-core/dist/esm/Renderer.js";
import { getOptionValues } from "quicktype-core/dist/esm/RendererOptions/index.js";
import type { LanguageName, RendererOptions } from "quicktype-core/dist/esm/types.js";
import { JSONSchemaTargetLanguage } from "quicktype-core/dist/esm/language/JSONSchema/language.js";
import { tsFlowOptions, TypeScriptTargetLanguage } from "quicktype-core/dist/esm/language/TypeScriptFlow/language.js";
import { TypeScriptRenderer } from "quicktype-core/dist/esm/language/TypeScriptFlow/TypeScriptRenderer.js";
import { typeScriptZodOptions, TypeScriptZodTargetLanguage } from "quicktype-core/dist/esm/language/TypeScriptZod/language.js";
import { TypeScriptZodRenderer } from "quicktype-core/dist/esm/language/TypeScriptZod/TypeScriptZodRenderer.js";
import type { Target } from "./limits";

/** The global names of JavaScript (ES2023) and TypeScript's built-in types, which a generated type must not hide. */
export const BUILT_IN_NAMES: readonly string[] = [
  // JavaScript's global objects.
  ...["Object", "Function", "String", "Number", "Boolean", "Symbol", "BigInt", "Array", "Date", "RegExp", "JSON", "Math", "Intl", "Reflect", "Proxy"],
  ...["Error", "AggregateError", "EvalError", "RangeError", "ReferenceError", "SyntaxError", "TypeError", "URIError"],
  ...["Promise", "Map", "Set", "WeakMap", "WeakSet", "WeakRef", "FinalizationRegistry", "Atomics", "Infinity", "NaN"],
  ...["ArrayBuffer", "SharedArrayBuffer", "DataView", "Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array"],
  ...["Int32Array", "Uint32Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array"],
  // TypeScript's own global types.
  ...["Partial", "Required", "Readonly", "Record", "Pick", "Omit", "Exclude", "Extract", "NonNullable", "Parameters", "ReturnType"],
  ...["ConstructorParameters", "InstanceType", "Awaited", "NoInfer", "ThisType", "ThisParameterType", "OmitThisParameter"],
  ...["Uppercase", "Lowercase", "Capitalize", "Uncapitalize", "PromiseLike", "ArrayLike", "ReadonlyArray", "ReadonlyMap", "ReadonlySet"],
  ...["Iterable", "Iterator", "IterableIterator", "AsyncIterable", "AsyncIterator", "AsyncIterableIterator", "Generator", "AsyncGenerator"],
  ...["PropertyKey", "PropertyDescriptor", "TemplateStringsArray", "CallableFunction", "NewableFunction", "IArguments"],
];

class TypeScriptTypesRenderer extends TypeScriptRenderer {
  protected forbiddenNamesForGlobalNamespace(): string[] {
    return [...BUILT_IN_NAMES];
  }
}

class TypeScriptTypes extends TypeScriptTargetLanguage {
  protected makeRenderer<Lang extends LanguageName = "typescript">(renderContext: RenderContext, untypedOptionValues: RendererOptions<Lang>): TypeScriptRenderer {
    return new TypeScriptTypesRenderer(this, renderContext, getOptionValues(tsFlowOptions, untypedOptionValues));
  }
}

class ZodSchemaRenderer extends TypeScriptZodRenderer {
  protected forbiddenNamesForGlobalNamespace(): string[] {
    return [...BUILT_IN_NAMES];
  }
}

class ZodSchema extends TypeScriptZodTargetLanguage {
  protected makeRenderer<Lang extends LanguageName = "typescript-zod">(renderContext: RenderContext, untypedOptionValues: RendererOptions<Lang>): TypeScriptZodRenderer {
    return new ZodSchemaRenderer(this, renderContext, getOptionValues(typeScriptZodOptions, untypedOptionValues));
  }
}

/** The language quicktype writes for each output (they hold no state, so one of each serves every run). */
export const LANGUAGES = { typescript: new TypeScriptTypes(), zod: new ZodSchema(), schema: new JSONSchemaTargetLanguage() } as const satisfies Record<Target, unknown>;
