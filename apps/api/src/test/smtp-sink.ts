import { createServer, type Server, type Socket } from "node:net";

export interface ReceivedMail {
  to: string[];
  subject: string;
  data: string;
}

/**
 * The least SMTP server nodemailer talks to (no TLS, no auth): it records every message, so a test
 * counts what really left the API. `refuse` makes it answer every message with a 451 (a transient
 * failure the sender must retry). `delayMs` makes it take that long to answer each message, like a
 * real server (the jobs bench). Closing it drops the connections a pooled sender keeps open.
 */
export async function startSmtpSink(options: { delayMs?: number } = {}): Promise<{
  url: string;
  received: ReceivedMail[];
  refuse: { value: boolean };
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const refuse = { value: false };
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let buffer = "";
    let inData = false;
    let to: string[] = [];
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const recipients = to;
          const answer = () => {
            if (refuse.value) {
              socket.write("451 try again later\r\n");
            } else {
              const subject = /^Subject: (.*)$/im.exec(data)?.[1] ?? "";
              received.push({ to: recipients, subject, data });
              socket.write("250 queued\r\n");
            }
          };
          if (options.delayMs) setTimeout(answer, options.delayMs);
          else answer();
          to = [];
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 sink\r\n");
        else if (verb === "MAIL") socket.write("250 ok\r\n");
        else if (verb === "RCPT") {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          socket.write("250 ok\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 bye\r\n");
          return;
        } else socket.write("250 ok\r\n");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
