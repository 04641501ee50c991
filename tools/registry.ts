import type { ToolModule } from "./types";
import areaConverter from "./area-converter";
import qrGenerator from "./qr-generator";
import urlShortener from "./url-shortener";
import calculator from "./calculator";
import scientificCalculator from "./scientific-calculator";
import bmiCalculator from "./bmi-calculator";
import mortgageCalculator from "./mortgage-calculator";
import areaCalculator from "./area-calculator";
import lengthConverter from "./length-converter";
import weightConverter from "./weight-converter";
import temperatureConverter from "./temperature-converter";
import unitCalculator from "./unit-calculator";
import oneTimeLink from "./one-time-link";
import fileTypeChecker from "./file-type-checker";
import markdownEditor from "./markdown-editor";
import phoneExtractor from "./phone-extractor";
import xmlFormatter from "./xml-formatter";
import cssFormatter from "./css-formatter";
import cssMinifier from "./css-minifier";
import passwordGenerator from "./password-generator";
import loremGenerator from "./lorem-generator";
import nameGenerator from "./name-generator";
import characterCounter from "./character-counter";
import codeEditor from "./code-editor";
import textEditor from "./text-editor";
import jsonFormatter from "./json-formatter";
import imageConverter from "./image-converter";
import jsonEditor from "./json-editor";
import fileConverter from "./file-converter";
import truthOrDare from "./truth-or-dare";
import teamNameGenerator from "./team-name-generator";
import colorPicker from "./color-picker";
import pdfConverter from "./pdf-converter";
import quoteGenerator from "./quote-generator";
import randomGenerator from "./random-generator";
import randomNamePicker from "./random-name-picker";
import aiWriter from "./ai-writer";
import aiImageGenerator from "./ai-image-generator";
import aiImageEditor from "./ai-image-editor";
import base64 from "./base64";
import hashGenerator from "./hash-generator";
import uuidGenerator from "./uuid-generator";
import jwtDecoder from "./jwt-decoder";
import percentageCalculator from "./percentage-calculator";
import caseConverter from "./case-converter";
import urlEncoder from "./url-encoder";
import timestampConverter from "./timestamp-converter";
import dataSizeConverter from "./data-size-converter";
import volumeConverter from "./volume-converter";
import speedConverter from "./speed-converter";
import dateCalculator from "./date-calculator";
import cronExpression from "./cron-expression";
import textDiff from "./text-diff";
import sqlFormatter from "./sql-formatter";
import imageCompressor from "./image-compressor";
import imageResizer from "./image-resizer";
import mergePdf from "./merge-pdf";
import splitPdf from "./split-pdf";
import rotatePdf from "./rotate-pdf";
import timeZoneConverter from "./time-zone-converter";
import regexTester from "./regex-tester";
import jsonToTypescript from "./json-to-typescript";
import compressPdf from "./compress-pdf";

/**
 * Every live tool, one line each (docs/architecture.md "Adding a tool"). `npm run new-tool -- <id>` adds the line.
 * Planned tools are in tools/planned.ts.
 */
export const liveTools: readonly ToolModule[] = [
  qrGenerator,
  urlShortener,
  areaConverter,
  calculator,
  scientificCalculator,
  bmiCalculator,
  mortgageCalculator,
  areaCalculator,
  lengthConverter,
  weightConverter,
  temperatureConverter,
  unitCalculator,
  oneTimeLink,
  fileTypeChecker,
  markdownEditor,
  phoneExtractor,
  xmlFormatter,
  cssFormatter,
  cssMinifier,
  passwordGenerator,
  loremGenerator,
  nameGenerator,
  characterCounter,
  codeEditor,
  textEditor,
  jsonFormatter,
  imageConverter,
  jsonEditor,
  fileConverter,
  truthOrDare,
  teamNameGenerator,
  colorPicker,
  pdfConverter,
  quoteGenerator,
  randomGenerator,
  randomNamePicker,
  aiWriter,
  aiImageGenerator,
  aiImageEditor,
  base64,
  hashGenerator,
  uuidGenerator,
  jwtDecoder,
  percentageCalculator,
  caseConverter,
  urlEncoder,
  timestampConverter,
  dataSizeConverter,
  volumeConverter,
  speedConverter,
  dateCalculator,
  cronExpression,
  textDiff,
  sqlFormatter,
  imageCompressor,
  imageResizer,
  mergePdf,
  splitPdf,
  rotatePdf,
  timeZoneConverter,
  regexTester,
  jsonToTypescript,
  compressPdf,
];
