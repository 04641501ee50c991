/**
 * The document and schema the editor opens with: an order with a 20-digit id and a price of 0.10 (kept exactly), and
 * a schema the second item breaks (its price is a string), so the validation panel shows /items/1/price at once.
 */
export const EXAMPLE_DOCUMENT = `{
  "order": 12345678901234567890,
  "customer": "Zoë Müller",
  "items": [
    { "name": "Pencil", "price": 0.10, "qty": 12 },
    { "name": "Notebook", "price": "4.50", "qty": 2 },
    { "name": "Backpack", "price": 39.00, "qty": 1 }
  ],
  "paid": false
}`;

export const EXAMPLE_SCHEMA = `{
  "type": "object",
  "required": ["order", "items"],
  "properties": {
    "order": { "type": "integer" },
    "items": {
      "type": "array",
      "items": {
        "type": "object",
        "required": ["name", "price"],
        "properties": {
          "name": { "type": "string" },
          "price": { "type": "number", "minimum": 0 },
          "qty": { "type": "integer", "minimum": 1 }
        }
      }
    }
  }
}`;
