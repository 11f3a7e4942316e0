import { readFile, stat } from 'node:fs/promises';
import type { Logger } from '@reedmere/service-kit';
import { parseTemplate, type PageTemplate } from './page-head';

/** The shell's index.html, parsed once and again whenever its modification time or size changes. */
export interface TemplateSource {
  current(): Promise<PageTemplate | undefined>;
}

export function createTemplateSource(file: string, logger: Logger): TemplateSource {
  let seen: string | undefined;
  let template: PageTemplate | undefined;
  return {
    async current() {
      let version: string;
      try {
        const info = await stat(file);
        if (!info.isFile()) throw new Error('not a file');
        version = `${info.mtimeMs}:${info.size}`;
      } catch {
        if (seen !== 'missing') logger.warn('site template missing', { file });
        seen = 'missing';
        template = undefined;
        return undefined;
      }
      if (version === seen && template) return template;
      try {
        template = parseTemplate(await readFile(file, 'utf8'));
        seen = version;
        logger.info('site template loaded', { file });
      } catch (error) {
        logger.error('site template unreadable', { file, message: (error as Error).message });
        template = undefined;
        seen = undefined;
      }
      return template;
    },
  };
}
