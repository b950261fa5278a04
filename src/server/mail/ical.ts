// The iCalendar file of a viewing (RFC 5545, with the iTIP methods of RFC 5546): one VEVENT
// whose UID never changes, whose SEQUENCE the viewing raises at each change, and whose times are
// in UTC (no VTIMEZONE needed: every calendar shows them in its own zone). REQUEST invites (or
// updates), CANCEL withdraws. Lines end in CRLF and are folded at 75 octets.
import "server-only";

export interface CalendarEvent {
  method: "REQUEST" | "CANCEL";
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  url: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The event's own state: a proposed time is tentative until the visitor agrees. */
  status: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
}

/** 20260329T090000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const PARAM_UNSAFE = /["\u0000-\u001f\u007f]/g;

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; no other controls. */
function text(value: string): string {
  return value
    .replace(CONTROLS, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (CN): quoted, with no quote or control character in it. */
function param(value: string): string {
  return `"${value.replace(PARAM_UNSAFE, "").trim()}"`;
}

/** An e-mail address as a calendar user address. */
function mailto(address: string): string {
  return `mailto:${address.replace(/[\s"<>;,:\\]/g, "")}`;
}

/** Folds a content line at 75 octets, never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

export function buildIcs(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "PRODID:-//Casa Lusa//Visitas//PT",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${text(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${param(event.organizer.name)}:${mailto(event.organizer.email)}`,
    `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(event.attendee.email)}`,
    `STATUS:${event.status}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
