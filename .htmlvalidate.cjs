/**
 * html-validate for e2e/html-validate.spec.ts: the recommended preset (HTML standard, accessibility, our own markup
 * defects such as duplicated classes or landmark names). The rules changed below only judge how React and Next
 * serialise valid HTML, never what our components say; each says why.
 */
module.exports = {
  extends: ["html-validate:recommended"],
  rules: {
    // React's useId() makes ids like "_R_2mlubrpfbb_": valid HTML (any non-space characters); the strict form only
    // wants ids to start with a letter for old CSS selectors. Relaxed still refuses empty ids and whitespace.
    "valid-id": ["error", { relaxed: true }],
    // React writes charSet, fetchPriority, noModule in camel case; HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React closes void elements (<meta/>, <link/>, <input/>); both forms are valid HTML.
    "void-style": "off",
    // React writes boolean and empty attributes as async="" and hidden=""; valid HTML, a style choice of the rule.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // Inline style attributes are valid HTML (React's style prop, e.g. progress bar widths, Next's error page); the
    // rule is a CSP-hardening preference, and our style-src allows inline styles (README, Security).
    "no-inline-style": "off",
    // Flags role="combobox"/"listbox" (the header's tool search, the ARIA combobox pattern a native <select> cannot
    // do); axe checks those ARIA patterns on every page.
    "prefer-native-element": "off",
  },
};
