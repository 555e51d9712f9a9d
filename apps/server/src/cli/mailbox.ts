// `npm run mailbox [count]`: prints the newest messages in a running server's dev mailbox.
const base = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const count = Number(process.argv[2] ?? 5);

try {
  const res = await fetch(`${base}/dev/mailbox.json`);
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  const messages = (await res.json()) as Array<{ id: number; toAddress: string; subject: string; createdAt: string; text: string }>;
  if (messages.length === 0) console.log('The dev mailbox is empty.');
  for (const m of messages.slice(0, count)) {
    console.log(`#${m.id}  ${m.createdAt}\nTo: ${m.toAddress}\nSubject: ${m.subject}\n\n${m.text}\n${'-'.repeat(60)}`);
  }
  console.log(`Raw messages: ${base}/dev/mailbox/<id>.eml`);
} catch (err) {
  console.error(`Could not read the dev mailbox at ${base}: ${(err as Error).message}. Is the server running (npm start)?`);
  process.exit(1);
}
export {};
