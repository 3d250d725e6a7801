// The contents export (report `contents`, provider staff): one admin list (news, FAQ or texts: `kind`) with
// its filter, as the screen shows it: the type, the title in the reader's language (else English), the dates.
import { contentTypes } from '@poolside/contract/contents';
import type { ExportBody } from '@poolside/contract/exports';
import type { Language } from '@poolside/contract/languages';
import { localizeColumns } from '../../lib/report-words.ts';
import { isProviderStaff } from '../access/index.ts';
import { registerReport } from '../exports/index.ts';
import { listContents } from './read-service.ts';

/** The type words of the admin lists (adminContents.json types). */
const typeWords: Record<Language, Record<(typeof contentTypes)[number], string>> = {
  eng: { news: 'News', qa: 'FAQ', text: 'Text' },
  fra: { news: 'Actualité', qa: 'FAQ', text: 'Texte' },
  spa: { news: 'Noticia', qa: 'Pregunta frecuente', text: 'Texto' },
};

const ownHeaders = {
  fra: { id: '#', type: 'Type', title: 'Titre', dateCreate: 'Créé le', dateUpdate: 'Modifié le' },
  spa: { id: '#', type: 'Tipo', title: 'Título', dateCreate: 'Creado', dateUpdate: 'Actualizado' },
};

const typeOf = (body: ExportBody) => contentTypes.find((t) => t === body.kind) ?? 'news';

registerReport({
  name: 'contents',
  title: { eng: 'Contents', fra: 'Contenus', spa: 'Contenidos' },
  fileName: (body) => `${typeOf(body) === 'qa' ? 'faq' : typeOf(body)}.xlsx`,
  isAllowed: isProviderStaff,
  columns: (actor) =>
    localizeColumns(
      actor.language,
      [
        { header: '#', key: 'id', width: 8 },
        { header: 'Type', key: 'type', width: 14 },
        { header: 'Title', key: 'title', width: 50 },
        { header: 'Created', key: 'dateCreate', width: 16 },
        { header: 'Updated', key: 'dateUpdate', width: 16 },
      ],
      ownHeaders,
    ),
  async rows(deps, actor, body) {
    const type = typeOf(body);
    const lang = actor.language;
    const filter = body.filter?.trim().toLowerCase();
    const rows = (await listContents(deps, actor, type)).map((row) => {
      const prop = (name: string) => row.props.find((p) => p.name === name)?.data ?? '';
      return {
        id: row.id,
        type: typeWords[lang][row.type as keyof (typeof typeWords)['eng']] ?? row.type,
        title: prop(`title_${lang}`) || prop('title_eng'),
        dateCreate: row.createdAt,
        dateUpdate: row.updatedAt,
      };
    });
    // The list filters on the page, over what it shows (the type word, the title, the number).
    return filter
      ? rows.filter((r) => [String(r.id), r.type, r.title].some((v) => v.toLowerCase().includes(filter)))
      : rows;
  },
});
