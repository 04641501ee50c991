/**
 * The logo icons we draw ourselves (no third-party marks: brand logos need their owners' permission, so none is
 * offered), as filled path data in a 24 × 24 box under the non-zero rule: holes are traced anticlockwise. Plain
 * constants and strings: safe in the page's first script and drawn as vectors in every format (design.ts).
 */

export const LOGO_ICONS = ["wifi", "email", "phone", "location", "contact", "link", "star", "heart", "check", "play"] as const;
export type LogoIcon = (typeof LOGO_ICONS)[number];

export const LOGO_ICON_LABELS: Readonly<Record<LogoIcon, string>> = {
  wifi: "WiFi",
  email: "E-mail",
  phone: "Phone",
  location: "Location",
  contact: "Contact",
  link: "Link",
  star: "Star",
  heart: "Heart",
  check: "Check mark",
  play: "Play",
};

export const isLogoIcon = (value: string): value is LogoIcon => (LOGO_ICONS as readonly string[]).includes(value);

const n = (v: number) => +v.toFixed(3);

/** A closed polygon, traced clockwise on screen (a solid) or anticlockwise (a hole). */
function polygon(points: [number, number][], hole = false): string {
  let area = 0;
  points.forEach(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length]!;
    area += x1 * y2 - x2 * y1;
  });
  // With y pointing down, a positive shoelace sum is clockwise on screen.
  const ordered = (area > 0) === !hole ? points : [...points].reverse();
  return `M${ordered.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
}

function circle(cx: number, cy: number, r: number, hole = false): string {
  const sweep = hole ? 0 : 1;
  return `M${n(cx - r)} ${n(cy)}A${r} ${r} 0 1 ${sweep} ${n(cx + r)} ${n(cy)}A${r} ${r} 0 1 ${sweep} ${n(cx - r)} ${n(cy)}Z`;
}

/** A rectangle with rounded corners, clockwise (or anticlockwise for a hole). */
function rect(x: number, y: number, w: number, h: number, r: number, hole = false): string {
  if (!hole) return `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
  return `M${x + r} ${y}A${r} ${r} 0 0 0 ${x} ${y + r}V${y + h - r}A${r} ${r} 0 0 0 ${x + r} ${y + h}H${x + w - r}A${r} ${r} 0 0 0 ${x + w} ${y + h - r}V${y + r}A${r} ${r} 0 0 0 ${x + w - r} ${y}Z`;
}

/** A band of a ring between radii `r` and `R` around (cx, cy), from −135° to −45° (opening upwards). */
function band(cx: number, cy: number, R: number, r: number): string {
  const c = Math.SQRT1_2;
  return `M${n(cx - R * c)} ${n(cy - R * c)}A${R} ${R} 0 0 1 ${n(cx + R * c)} ${n(cy - R * c)}L${n(cx + r * c)} ${n(cy - r * c)}A${r} ${r} 0 0 0 ${n(cx - r * c)} ${n(cy - r * c)}Z`;
}

function star(cx: number, cy: number, outer: number, inner: number): string {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? inner : outer;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  return polygon(points);
}

export const LOGO_ICON_PATHS: Readonly<Record<LogoIcon, string>> = {
  wifi: band(12, 19.5, 16, 13) + band(12, 19.5, 11, 8) + band(12, 19.5, 6, 3.2) + circle(12, 19.5, 1.9),
  email: rect(1.5, 4.5, 21, 15, 2) + polygon([[3.5, 6.5], [3.5, 8.7], [12, 15.2], [20.5, 8.7], [20.5, 6.5], [12, 13]], true),
  phone: rect(5.5, 1.5, 13, 21, 2.2) + rect(7.5, 4, 9, 13.5, 0.6, true) + circle(12, 19.9, 1.1, true),
  location: "M12 1.5C7.3 1.5 3.5 5.2 3.5 9.8C3.5 15.6 12 22.5 12 22.5C12 22.5 20.5 15.6 20.5 9.8C20.5 5.2 16.7 1.5 12 1.5Z" + circle(12, 9.8, 3.3, true),
  contact: circle(12, 7.5, 4.5) + "M3.5 21.5C3.5 16.6 7.3 13.5 12 13.5C16.7 13.5 20.5 16.6 20.5 21.5Z",
  link: rect(1, 7, 13, 10, 5) + rect(3.6, 9.6, 7.8, 4.8, 2.4, true) + rect(10, 7, 13, 10, 5) + rect(12.6, 9.6, 7.8, 4.8, 2.4, true),
  star: star(12, 12.8, 11, 4.6),
  heart: "M12 21.5C12 21.5 1.5 14.8 1.5 8.4C1.5 5.1 4 2.5 7.1 2.5C9.2 2.5 10.9 3.6 12 5.3C13.1 3.6 14.8 2.5 16.9 2.5C20 2.5 22.5 5.1 22.5 8.4C22.5 14.8 12 21.5 12 21.5Z",
  check: circle(12, 12, 10.5) + polygon([[6.2, 12.3], [10.2, 16.3], [17.9, 8.6], [16.2, 6.9], [10.2, 12.9], [7.9, 10.6]], true),
  play: circle(12, 12, 10.5) + polygon([[9.5, 7], [17.2, 12], [9.5, 17]], true),
};
