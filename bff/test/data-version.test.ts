import express from 'express';
import { createDataVersion } from '../src/site/data-version';
import { listen } from './support/http';

describe('createDataVersion', () => {
  it("counts the admin's writes that succeed, not reads, refusals or a visitor's posts, from a start unique to the process", async () => {
    const version = createDataVersion(() => 1_700_000_000_000);
    const app = express();
    app.use(version.track);
    // Stands in for the admin check: it marks the request as the admin's.
    app.use((req, res, next) => {
      if (req.get('x-admin')) res.locals.admin = { id: 'a' };
      next();
    });
    app.post('/enquiry', (_req, res) => {
      res.status(201).json({});
    });
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
      const admin = { 'x-admin': '1' };
      await fetch(`${site.url}/thing`, { headers: admin });
      await fetch(`${site.url}/thing`, { method: 'POST', headers: admin });
      await fetch(`${site.url}/enquiry`, { method: 'POST' });
      await fetch(`${site.url}/thing?ok=1`, { method: 'POST' });
      expect(version.current()).toBe(start);
      await fetch(`${site.url}/thing?ok=1`, { method: 'POST', headers: admin });
      // Counted before each answer leaves.
      await fetch(`${site.url}/thing`, { method: 'DELETE', headers: admin });
      expect(version.current()).toBe(`${(1_700_000_000_000).toString(36)}.2`);
    } finally {
      await site.close();
    }
  });
});
