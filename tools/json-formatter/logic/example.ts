/**
 * The example loaded by the Example button: minified, with the two values JSON.parse damages (a 20-digit id and a
 * price of 0.10), so formatting it shows both surviving. The page's worked examples use the same values.
 */
export const EXAMPLE =
  '{"order":12345678901234567890,"customer":{"name":"Zoë Müller","vip":true},"items":[{"sku":"A-1","price":0.10,"qty":3},{"sku":"B-2","price":19.99,"qty":1}],"paid":false,"note":null}';
