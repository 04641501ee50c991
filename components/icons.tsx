import {
  ArrowLeftRight, Braces, Calculator, Code, Dices, FileCode, FileJson, FileSearch, FileText, FileType, FileUp, Flame,
  Hash, HeartPulse, House, Image, ImagePlus, KeyRound, Link, MessageCircleQuestion, Minimize2, MoveHorizontal,
  Paintbrush, PartyPopper, PenLine, Phone, Pilcrow, Pipette, QrCode, Quote, Ruler, Scale, Shuffle, Sigma, Sparkles,
  Square, SquarePen, Thermometer, Type, UserRound, Users, Wand, Weight, Wrench, type LucideIcon, type LucideProps,
  Binary, FileKey, FingerprintPattern, IdCard, HardDrive, Beaker, Gauge, CalendarDays, Clock, Database, GitCompare,
  Crop,
  Combine, Scissors, RotateCw,
  Globe, Regex,
} from "lucide-react";

/** The lucide icons named in lib/domain/catalogue/catalogue.ts, imported one by one so that only these end up in the bundle. */
const icons: Record<string, LucideIcon> = {
  ArrowLeftRight, Braces, Calculator, Code, Dices, FileCode, FileJson, FileSearch, FileText, FileType, FileUp, Flame,
  Hash, HeartPulse, House, Image, ImagePlus, KeyRound, Link, MessageCircleQuestion, Minimize2, MoveHorizontal,
  Paintbrush, PartyPopper, PenLine, Phone, Pilcrow, Pipette, QrCode, Quote, Ruler, Scale, Shuffle, Sigma, Sparkles,
  Square, SquarePen, Thermometer, Type, UserRound, Users, Wand, Weight, Wrench,
  Binary, FileKey, FingerprintPattern, IdCard, HardDrive, Beaker, Gauge, CalendarDays, Clock, Database, GitCompare,
  Crop,
  Combine, Scissors, RotateCw,
  Globe, Regex,
};

export const iconNames = Object.keys(icons);

/** A catalogue icon by name; decorative unless given an aria-label. Unknown names fall back to a wrench. */
export function CatalogueIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = icons[name] ?? Wrench;
  return <Icon aria-hidden={props["aria-label"] ? undefined : true} {...props} />;
}
