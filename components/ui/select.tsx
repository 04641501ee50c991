export { Select } from "./input";
