import type { HealthEvent } from '@reedmere/contracts';
import { installBeacon, removeBeacon, sentEvents } from '../../test/health-beacons';
import { HealthCollector, MAX_KEPT_COUNT, MAX_KEPT_EVENTS } from './health-collector';
import { sendHealthReports } from './send-reports';

const view = (count: number, version = 'built-in'): HealthEvent => ({
  remote: 'listings',
  version,
  kind: 'view',
  count,
});

afterEach(removeBeacon);

describe('sendHealthReports', () => {
  it('sends nothing when nothing is held', () => {
    const beacon = installBeacon();
    sendHealthReports(new HealthCollector());
    expect(beacon.sent).toEqual([]);
  });

  it('sends what is held, once', async () => {
    const collector = new HealthCollector();
    collector.add(view(2));
    const beacon = installBeacon();
    sendHealthReports(collector);
    sendHealthReports(collector);
    expect(await sentEvents(beacon)).toEqual([view(2)]);
  });

  it('keeps the reports the browser refuses for the next attempt', async () => {
    const collector = new HealthCollector();
    collector.add(view(250));
    const beacon = installBeacon();
    // The first report goes; the browser's queue is full for the second.
    const sendBeacon = jest.spyOn(navigator, 'sendBeacon').mockReturnValueOnce(true);
    sendBeacon.mockReturnValueOnce(false);
    sendHealthReports(collector);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    sendBeacon.mockRestore();
    beacon.sent.length = 0;
    sendHealthReports(collector);
    expect(await sentEvents(beacon)).toEqual([view(100), view(50)]);
  });

  it('keeps the events where there is no sendBeacon', async () => {
    const collector = new HealthCollector();
    collector.add(view(1));
    removeBeacon();
    sendHealthReports(collector);
    collector.add(view(1));
    const beacon = installBeacon();
    sendHealthReports(collector);
    expect(await sentEvents(beacon)).toEqual([view(2)]);
  });

  it('keeps at most a bounded amount while nothing can be sent', () => {
    const collector = new HealthCollector();
    removeBeacon();
    for (let round = 0; round < 10; round += 1) {
      for (let index = 0; index < 2 * MAX_KEPT_EVENTS; index += 1) {
        collector.add(view(50, `20261122T061500Z-${String(index).padStart(8, '0')}`));
      }
      sendHealthReports(collector);
    }
    const kept = collector.take();
    expect(kept).toHaveLength(MAX_KEPT_EVENTS);
    expect(Math.max(...kept.map((event) => event.count))).toBe(MAX_KEPT_COUNT);
  });
});
