import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// The yardstick: a bare Fastify route answering a fixed JSON array of 24 product cards.
const [port, cardsFile] = process.argv.slice(2);
const cards = JSON.parse(readFileSync(cardsFile as string, 'utf8')) as unknown[];
const app = Fastify({ logger: false });
app.get('/products', async () => cards);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
