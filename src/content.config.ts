// The guide: one Markdown file per page and language, src/content/guide/<lang>/<slug>.md.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

export const collections = {
  guide: defineCollection({
    loader: glob({ pattern: '**/*.md', base: './src/content/guide' }),
    schema: z.object({ title: z.string().min(1), description: z.string().min(1) }),
  }),
};
