// The benchmark's baseline: the least an Express 5 endpoint can do with a submission body (parse
// the JSON, answer 201 with a new id), with no database, validation or logging. Started by
// scripts/bench-support.mjs; prints "ready" once listening.
import crypto from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';

const apiRequire = createRequire(path.resolve(import.meta.dirname, '..', 'api', 'package.json'));
const express = apiRequire('express');

const app = express();
app.disable('x-powered-by');
app.post('/baseline', express.json({ limit: '1mb' }), (req, res) => {
  res
    .status(201)
    .json({ id: crypto.randomUUID(), answers: Array.isArray(req.body?.answers) ? req.body.answers.length : 0 });
});
const server = app.listen(Number(process.argv[2]), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
