import type { FormatId } from "./formats";

/** A small sample in each format (the same three people), loaded by the Sample button. */
export const SAMPLES: Record<FormatId, string> = {
  json: `[
  { "id": 1, "name": "Ada Lovelace", "zip": "01234", "country": "NO", "tags": ["math", "poetry"], "address": { "city": "London" } },
  { "id": 2, "name": "Grace Hopper", "zip": "10001", "country": "US", "active": true },
  { "id": 3, "name": "Alan \\"Al\\" Turing", "note": "Line one\\nLine two, with a comma", "score": 0.10 }
]
`,
  jsonl: `{"id":1,"name":"Ada Lovelace","zip":"01234","country":"NO"}
{"id":2,"name":"Grace Hopper","zip":"10001","country":"US","active":true}
{"id":3,"name":"Alan Turing","score":0.10}
`,
  yaml: `# Three people; YAML 1.2 reads NO and on as text
people:
  - id: 1
    name: Ada Lovelace
    zip: "01234"
    country: NO
    tags: [math, poetry]
  - id: 2
    name: Grace Hopper
    country: US
    active: true
    remote: on
`,
  toml: `title = "Team"
updated = 2026-11-24T09:00:00Z

[owner]
name = "Ada Lovelace"
zip = "01234"

[[people]]
id = 1
name = "Grace Hopper"

[[people]]
id = 2
name = "Alan Turing"
tags = ["math", "codes"]
`,
  csv: `id,name,zip,note,address.city
1,Ada Lovelace,01234,"Said ""hello""",London
2,Grace Hopper,10001,"Line one
Line two",New York
3,Alan Turing,,"Comma, inside",
`,
  tsv: `id\tname\tzip\tcity
1\tAda Lovelace\t01234\tLondon
2\tGrace Hopper\t10001\tNew York
`,
  xml: `<?xml version="1.0" encoding="UTF-8"?>
<people>
  <person id="1">
    <name>Ada Lovelace</name>
    <zip>01234</zip>
    <tag>math</tag>
    <tag>poetry</tag>
  </person>
  <person id="2">
    <name>Grace Hopper &amp; team</name>
    <zip>10001</zip>
  </person>
</people>
`,
};
