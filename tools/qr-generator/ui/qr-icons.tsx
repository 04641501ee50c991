import { AtSign, Contact, Copy, Download, Link2, Loader2, MapPin, MessageSquare, Phone, QrCode, Type, Wifi } from "lucide-react";
import type { QrIcons } from "./qr-generator";

/**
 * The generator's icons, rendered on the server and passed to the client tool as elements: their drawings travel in the
 * page's HTML, not in its first-load JavaScript.
 */
export function qrIcons(): QrIcons {
  const type = { className: "size-5", "aria-hidden": true } as const;
  return {
    types: {
      text: <Type {...type} />,
      url: <Link2 {...type} />,
      email: <AtSign {...type} />,
      phone: <Phone {...type} />,
      sms: <MessageSquare {...type} />,
      wifi: <Wifi {...type} />,
      vcard: <Contact {...type} />,
      geo: <MapPin {...type} />,
    },
    placeholder: <QrCode className="size-12 text-slate-300" aria-hidden="true" />,
    download: <Download aria-hidden="true" />,
    copy: <Copy aria-hidden="true" />,
    spinner: <Loader2 className="animate-spin" aria-hidden="true" />,
  };
}
