// A real local SMTP server (the smtp-server package) that keeps what it receives.
import { SMTPServer } from "smtp-server";
import { freePort } from "./server";

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

/** Decodes quoted-printable soft line breaks and =XX escapes. */
export function decodeQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/**
 * `delayMs` (or a function giving it per message): each message waits that long at RCPT TO, before its content is sent (a slow mail
 * server; a sender killed meanwhile has not handed the message over). `onRcpt` is told the
 * sender's address as each message reaches RCPT TO.
 */
export async function startSmtp(port?: number, options: { delayMs?: number | (() => number); onRcpt?: (mailFrom: string) => void } = {}) {
  const received: ReceivedMail[] = [];
  const usePort = port ?? (await freePort());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, session, callback) {
      const from = session.envelope.mailFrom;
      options.onRcpt?.(from ? from.address : "");
      const delay = typeof options.delayMs === "function" ? options.delayMs() : options.delayMs;
      if (delay) setTimeout(() => callback(), delay);
      else callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      // A sender killed mid-message (the fault tests) ends its stream with an error: not a test failure.
      stream.on("error", () => {});
      stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      stream.on("end", () => {
        const decoded = decodeQuotedPrintable(raw);
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject, text: decoded });
        callback();
      });
    },
  });
  // A connection reset by a sender that was killed (ECONNRESET) is what the fault tests cause on
  // purpose; without a listener smtp-server's "error" event would be an uncaught exception.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(usePort, "127.0.0.1", resolve));
  return {
    port: usePort,
    url: `smtp://127.0.0.1:${usePort}`,
    received,
    /** Waits until a message to `address` (optionally matching) arrives. */
    async waitFor(address: string, match: (m: ReceivedMail) => boolean = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((m) => m.to.includes(address) && match(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
