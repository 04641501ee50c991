import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "data-size-converter",
  name: "Data Size Converter",
  description: "Convert bytes, kB, MB, GB, TB (powers of 1000) and KiB, MiB, GiB, TiB (powers of 1024), bits and bytes, exactly.",
  route: "/data-size-converter",
  category: "converters",
  status: "available",
  pro: false,
  keywords: ["data size", "bytes", "mb to gb", "gb to gib", "kb", "kib", "mib", "gib", "tb", "bits", "megabytes", "gigabytes", "storage"],
  icon: "HardDrive",
  createdAt: "2026-11-29",
  related: ["length-converter", "unit-calculator", "weight-converter", "temperature-converter"],
} satisfies Tool & { status: "available" };
