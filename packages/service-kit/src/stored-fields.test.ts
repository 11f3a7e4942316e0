import { describe, expect, it } from '@jest/globals';
import Joi from 'joi';
import { storedFieldsOf } from './stored-fields';

describe('storedFieldsOf', () => {
  it('reads each kind of input field as the path that stores it', () => {
    const schema = Joi.object({
      title: Joi.string().trim().max(200).required(),
      notes: Joi.string().allow('').default(''),
      price: Joi.number().min(0).allow(null).default(null),
      status: Joi.string().valid('open', 'closed').default('open'),
      band: Joi.string().valid('A', 'B').allow(null).empty('').default(null),
      hidden: Joi.boolean().default(false),
      tags: Joi.array().items(Joi.string().trim()).max(20).default([]),
      seenAt: Joi.date().iso().allow(null).default(null),
      link: Joi.alternatives()
        .try(Joi.string().uri(), Joi.string().pattern(/^\//))
        .allow(null)
        .default(null),
      setByService: Joi.any().strip(),
    });

    expect(storedFieldsOf(schema)).toEqual({
      title: { type: String, required: true },
      notes: { type: String, default: '' },
      price: { type: Number, default: null },
      status: { type: String, enum: ['open', 'closed'], default: 'open' },
      band: { type: String, enum: ['A', 'B', null], default: null },
      hidden: { type: Boolean, default: false },
      tags: { type: [String], default: [] },
      seenAt: { type: Date, default: null },
      link: { type: String, default: null },
    });
  });

  it('refuses a field it cannot store, naming it', () => {
    expect(() => storedFieldsOf(Joi.object({ anything: Joi.any() }))).toThrow(
      'The input field "anything" has no stored type (any)',
    );
    expect(() =>
      storedFieldsOf(Joi.object({ either: Joi.alternatives().try(Joi.string(), Joi.number()) })),
    ).toThrow('The input field "either" has no stored type (alternatives)');
    expect(() => storedFieldsOf(Joi.object({ list: Joi.array() }))).toThrow(
      'The input field "list[]" has no stored type (any)',
    );
  });
});
