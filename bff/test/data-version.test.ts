import express from 'express';
import { createDataVersion } from '../src/site/data-version';
import { listen } from './support/http';

describe('createDataVersion', () => {
  it('counts the writes that succeed, not reads or refusals, from a start unique to the process', async () => {
    const version = createDataVersion(() => 1_700_000_000_000);
    const app = express();
    app.use(version.track);
    app.get('/thing', (_req, res) => {
      res.json({});
    });
    app.post('/thing', (req, res) => {
      res.status(req.query.ok ? 201 : 400).json({});
    });
    app.delete('/thing', (_req, res) => {
      res.status(204).end();
    });
    const site = await listen(app);
    try {
      const start = version.current();
      expect(start).toBe(`${(1_700_000_000_000).toString(36)}.0`);
      await fetch(`${site.url}/thing`);
      await fetch(`${site.url}/thing`, { method: 'POST' });
      expect(version.current()).toBe(start);
      await fetch(`${site.url}/thing?ok=1`, { method: 'POST' });
      await fetch(`${site.url}/thing`, { method: 'DELETE' });
      expect(version.current()).toBe(`${(1_700_000_000_000).toString(36)}.2`);
    } finally {
      await site.close();
    }
  });
});
