import type { ToolContent } from "@/tools/types";

/** The JWT Decoder page's words (tools/types.ts ToolContent). Worked examples are those of logic/jwt.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "JWT Decoder — Decode and Verify JSON Web Tokens in Your Browser",
    description:
      "Paste a JWT to see its header and payload pretty-printed, exp, iat and nbf in plain words, and verify its signature with your secret or public key (HS256, RS256, ES256, EdDSA…). Nothing leaves your browser.",
    keywords: ["jwt decoder", "jwt decode", "decode jwt", "jwt verify", "json web token decoder", "jwt parser", "verify jwt signature", "jwt expiration"],
    ogHeading: "JWT Decoder",
  },
  intro:
    "Paste a JSON Web Token to read its header and claims, see when it expires in plain words, and check its signature with the secret or public key. The token is decoded and verified in your browser: it is never sent to our server, which matters for a token that still works.",
  featureList: [
    "Header and payload decoded from Base64URL and pretty-printed",
    "exp, nbf and iat as UTC dates and in words (\"expires in 3 hours\"), expired tokens marked",
    "Signature verified with a secret (HS256/384/512) as text or Base64, or a public key (RS, PS, ES, EdDSA) as PEM, certificate, JWK or JWK Set",
    "Specific messages: a missing part, bad Base64URL with its place, a JWE, alg none, seconds written as milliseconds",
    "Checked against the examples of RFC 7519, RFC 7515 appendix A and RFC 8037",
    "Runs in the browser with jose: no token or key is sent anywhere",
  ],
  features: {
    title: "Decode without giving your token away",
    items: [
      { title: "Private by design", body: "A live token is a password for as long as it lasts. This page decodes and verifies it on your device; no request carries the token or the key.", icon: "ShieldCheck" },
      { title: "Times you can read", body: "exp 1300819380 becomes 2011-03-22 18:43:00 UTC — expired 15 years ago. Not-yet-valid and future-issued tokens are pointed out too.", icon: "CalendarDays" },
      { title: "Real verification", body: "HMAC, RSA, RSA-PSS, ECDSA and EdDSA signatures checked with the jose library, from a secret, a PEM key, a certificate or a JWK Set matched by kid.", icon: "Sparkles" },
      { title: "Errors that help", body: "Two parts instead of three, a + in Base64URL, padding, an unsigned alg none token: each gets its own message, with where.", icon: "MessageSquare" },
    ],
  },
  howTo: {
    title: "How to decode a JWT",
    items: [
      { title: "Paste the token", body: "Paste the whole token, with or without the word Bearer. The header and payload appear at once." },
      { title: "Read the claims", body: "The payload shows who issued the token (iss), who it is about (sub), who it is for (aud) and when it expires, with the times in words." },
      { title: "Verify the signature", body: "Paste the secret for an HS256 token, or the issuer's public key (PEM, certificate or JWK) for RS256, ES256 or EdDSA. The page says whether the signature matches." },
    ],
  },
  useCases: {
    title: "What people use the JWT Decoder for",
    items: [
      { title: "Debugging sign-in", body: "See why an API answers 401: the token expired, is not valid yet, is for another audience, or was signed with another key." },
      { title: "Checking an integration", body: "Confirm that your identity provider's tokens carry the claims and algorithm your service expects, and verify them with its public key." },
      { title: "Learning how JWTs work", body: "Take the RFC's example apart: three Base64URL parts, a JSON header and payload, and a signature over the first two." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "RFC 7519 §3.1's token (eyJ0eXAiOiJKV1QiLA0K…)", text: "Header {\"typ\":\"JWT\",\"alg\":\"HS256\"}; payload iss \"joe\", exp 1300819380 = 2011-03-22 18:43:00 UTC, and a custom claim http://example.com/is_root: true." },
      { term: "The same token with RFC 7515 A.1's key", text: "Signature verified. Change one character of the payload, or use another secret, and it reads \"Invalid signature\"." },
      { term: "RFC 7515 A.2 (RS256) and A.3 (ES256)", text: "Verified with the public halves of the RFC's RSA and P-256 keys, pasted as JWKs." },
      { term: "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.", text: "alg \"none\": decoded, with the warning that an unsigned token must never be trusted." },
      { term: "\"exp\": 1767225600000", text: "Flagged: that looks like milliseconds; as seconds it is in the year 57970." },
    ],
  },
  faq: [
    {
      question: "Is it safe to paste my token here?",
      answer: "Yes: the page decodes and verifies it in your browser and sends nothing — no request carries the token or the key, and nothing is stored. Still treat a live token like a password: anyone who has it can use it until it expires.",
    },
    {
      question: "Does decoding a JWT verify it?",
      answer: "No. The header and payload are only Base64URL-encoded, so anyone can read them — and anyone can write a token that decodes the same way. Only a valid signature shows who issued it. Verify it with the secret or the issuer's public key before trusting what it says.",
    },
    {
      question: "Where do I find the public key?",
      answer: "Identity providers publish their keys as a JWK Set, usually at /.well-known/jwks.json (linked from /.well-known/openid-configuration). Paste the whole set: the key with the token's kid is used. A PEM \"PUBLIC KEY\" or an X.509 certificate works too.",
    },
    {
      question: "What do exp, nbf and iat mean?",
      answer: "exp is when the token stops being valid, nbf when it starts, iat when it was issued. Each is a NumericDate: seconds since 1970-01-01 UTC. The page shows each as a UTC date and in words, marks an expired or not-yet-valid token, and warns when a value looks like milliseconds.",
    },
    {
      question: "My secret is random bytes. How do I enter it?",
      answer: "Choose \"Base64 / Base64URL\" and paste it encoded, or paste it as a JWK ({\"kty\":\"oct\",\"k\":\"…\"}). As text, the secret is used as its UTF-8 bytes, which is what most libraries do with a string.",
    },
    {
      question: "Can it decode an encrypted JWT (JWE)?",
      answer: "No. A JWE has five parts and its payload is encrypted for the recipient; only the recipient's private key can open it. The page recognises one and says so.",
    },
  ],
};
