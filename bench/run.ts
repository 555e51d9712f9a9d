// `npm run bench -- <name>`: runs one benchmark (or all) and prints its figures.
import { authBench } from './auth';
import { bundleBench } from './bundle';
import { funnelBench } from './funnel';
import { listsBench } from './lists';
import { reviewBench } from './review';
import { scaleBench } from './scale';
import { transcriptsBench } from './transcripts';
import { uploadBench } from './upload';
import { vitalsBench } from './vitals';
import { webhooksBench } from './webhooks';

const benches: Record<string, () => Promise<void>> = { auth: authBench, bundle: bundleBench, funnel: funnelBench, lists: listsBench, review: reviewBench, scale: scaleBench, transcripts: transcriptsBench, upload: uploadBench, vitals: vitalsBench, webhooks: webhooksBench };
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(benches);
for (const name of names) {
  const bench = benches[name];
  if (!bench) {
    console.error(`Unknown benchmark '${name}'. Available: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  await bench();
}
