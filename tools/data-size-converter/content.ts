import type { ToolContent } from "@/tools/types";

/** The data size converter page's words (tools/types.ts ToolContent). Numbers in examples are the unit tests' vectors. */
export const content: ToolContent = {
  seo: {
    title: "Data Size Converter — MB to GB, GB to GiB, KB to MB, Bits to Bytes, Exactly",
    description:
      "Convert bytes, kB, MB, GB, TB and PB (powers of 1000) and KiB, MiB, GiB, TiB, PiB (powers of 1024), bits and bytes, as you type. Exact results, the formula, and why a 1 TB drive shows as 931 GB.",
    keywords: ["data size converter", "mb to gb", "gb to gib", "kb to mb", "bytes to mb", "gib to gb", "bits to bytes", "storage converter"],
  },
  intro:
    "Type a size — 500, 1.5 GB or 64 KiB — and see it in every data unit at once. kB, MB and GB are powers of 1000 and KiB, MiB and GiB powers of 1024: both are here, named apart, and every result is exact.",
  featureList: [
    "SI units (kB, MB, GB, TB, PB = powers of 1000) and IEC units (KiB, MiB, GiB, TiB, PiB = powers of 1024), named apart",
    "Bits and bytes: bit, nibble, byte, kbit, Mbit, Gbit, Tbit, Kibit, Mibit, Gibit",
    "Exact results: 1 GB = 0.931322574615478515625 GiB, shown whole",
    "What Windows and macOS show for a drive's size",
    "The formula with your numbers, swap, copy, and every unit in one table",
  ],
  howTo: {
    title: "How to convert data sizes",
    items: [
      { title: "Type the size", body: "Enter a number in the From unit, or write the unit yourself: 500 MB, 1.5 gb, 64 KiB, 100 Mb (megabits) and 2 GiB 512 MiB all work." },
      { title: "Pick the units", body: "Choose From and To; Swap units flips the direction. Bits larger than one (kbit, Mbit…) and the nibble are under More units." },
      { title: "Read and copy the result", body: "The result updates as you type, with = when it is exact. Copy it, or read the same size in every unit in the table below." },
    ],
  },
  useCases: {
    title: "What people use the data size converter for",
    items: [
      { title: "A drive that looks smaller than sold", body: "A 1 TB drive is 1,000,000,000,000 bytes; Windows divides by 1024³ and shows about 931 GB. The table under the converter shows it for common sizes." },
      { title: "Upload and attachment limits", body: "Will a 3,500 KB file fit a 3 MB limit? Convert the file size into the limit's unit (and check whether the limit means MB or MiB)." },
      { title: "Cloud storage and data plans", body: "Turn GB into TB for a storage plan, or MB into GB to see how much of a data allowance a download takes." },
      { title: "Programming and memory", body: "Buffer sizes in KiB and MiB, page sizes (4 KiB = 4,096 bytes), and bits into bytes for protocols and file formats." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "1 GB to GiB", text: "1 GB = 1,000,000,000 bytes and 1 GiB = 1,073,741,824 bytes, so 1 GB = 1,000,000,000 ÷ 1,073,741,824 = 0.931322574615478515625 GiB — exactly, because 1024 is a power of 2." },
      { term: "500 MB to GB", text: "Both are SI units: 500 MB ÷ 1,000 = 0.5 GB. In GiB it is 500,000,000 ÷ 1,073,741,824 = 0.4656612873077392578125 GiB." },
      { term: "100 megabits to megabytes", text: "A byte is 8 bits, so 100 Mbit ÷ 8 = 12.5 MB. That is why a 100 Mbit/s connection downloads at most 12.5 MB each second." },
    ],
  },
  faq: [
    {
      question: "Is a gigabyte 1000 or 1024 megabytes?",
      answer:
        "Both are in use, so there are two names. A gigabyte (GB) is 1,000 MB = 1,000,000,000 bytes, as SI prefixes always mean. A gibibyte (GiB) is 1,024 MiB = 1,073,741,824 bytes (IEC 80000-13). This converter keeps them apart: pick GB or GiB.",
    },
    {
      question: "Why does my 1 TB drive show as 931 GB?",
      answer:
        "The drive holds 1,000,000,000,000 bytes, as the box says. Windows divides by 1024 three times and gets 931.32…, which it labels GB although it is GiB. macOS (since 10.6) counts in powers of 1000 and shows 1 TB. Nothing is missing, apart from the little the file system itself uses.",
    },
    {
      question: "What is the difference between MB and Mb?",
      answer:
        "MB is a megabyte, Mb a megabit: a byte is 8 bits, so 1 MB = 8 Mb. Internet speeds are in megabits per second, file sizes in megabytes. Here MB and Mb are read as written; mb and gb in lower case are read as megabytes and gigabytes, because that is how file sizes are usually written. The line above the formula shows how your input was read.",
    },
    {
      question: "Are the results exact?",
      answer:
        "Yes. Every data unit is a whole number of bits times a power of 2 and of 10, so every result is a decimal that ends: 1 TB = 0.9094947017729282379150390625 TiB. The converter computes with exact fractions and shows a result whole, marked =, up to 30 significant digits; only a longer one is rounded and marked ≈.",
    },
    {
      question: "Is KB 1000 or 1024 bytes?",
      answer:
        "Here KB is read as kB, 1,000 bytes. Windows and some older documents use KB for 1,024 bytes; that size is the kibibyte (KiB), so type KiB when you mean it.",
    },
    {
      question: "Is anything I type sent anywhere?",
      answer: "No. The converter runs entirely in your browser: nothing you type leaves the page, and it keeps working offline once loaded.",
    },
  ],
};
