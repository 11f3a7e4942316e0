import Joi from 'joi';
import {
  optionalSetting,
  setting,
  settingsSchema,
  settingsTable,
  type SettingValues,
} from './settings';

const SETTINGS = {
  PORT: setting(Joi.number().integer().default(8080), '`0` picks a free port'),
  NAME: optionalSetting(Joi.string().min(3), 'what the site is called'),
  WORKERS: setting(Joi.number().integer().min(1).default(2), {
    meaning: 'processes answering',
    shownDefault: 'the cores',
  }),
  SECURE: setting(Joi.boolean().default(false), 'behind https'),
};

describe('settings', () => {
  it('validate every variable at once, with their defaults, and let others through', () => {
    const { value, error } = settingsSchema(SETTINGS).validate({ PORT: '81', OTHER: 'x' });
    expect(error).toBeUndefined();
    const values = value as SettingValues<typeof SETTINGS>;
    expect(values).toEqual({ PORT: 81, WORKERS: 2, SECURE: false, OTHER: 'x' });
    expect(values.NAME).toBeUndefined();
    const bad = settingsSchema(SETTINGS).validate({ PORT: 'eighty', NAME: 'ab' }).error;
    expect(bad?.details.map((d) => d.path[0])).toEqual(['PORT', 'NAME']);
  });

  it('refuse a variable with neither a default nor a requirement that is not marked optional', () => {
    expect(() => setting(Joi.string(), 'a name')).toThrow(
      'A setting with no default must be optional: a name',
    );
    expect(() => setting(Joi.string().required(), 'a name')).not.toThrow();
  });

  it('make a Markdown table of each variable, its default and its meaning', () => {
    expect(settingsTable(SETTINGS).split('\n')).toEqual([
      '| env       | default   | meaning                 |',
      '| --------- | --------- | ----------------------- |',
      '| `PORT`    | `8080`    | `0` picks a free port   |',
      '| `NAME`    | (none)    | what the site is called |',
      '| `WORKERS` | the cores | processes answering     |',
      '| `SECURE`  | `false`   | behind https            |',
    ]);
  });
});
