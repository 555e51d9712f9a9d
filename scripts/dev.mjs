#!/usr/bin/env node
// `npm run dev`: the API server with reload on change (tsx watch, :3000) and the Vite dev
// server with hot module replacement (:5173, proxying /api and /dev to the API server).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@candid/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('Open http://localhost:5173 (API on http://localhost:3000)');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
