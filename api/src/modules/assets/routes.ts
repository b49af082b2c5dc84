import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { contentLanguageOf } from '../../i18n/messages';
import { bannerText } from '../content/texts';
import { bannerArtwork, gameArtwork, providerLogo } from './artwork';

const ONE_DAY = 'public, max-age=86400';

export function registerAssetRoutes(app: App, ctx: AppContext): void {
  const cache = new Map<string, string>();
  const remember = (key: string, draw: () => string) => {
    let svg = cache.get(key);
    if (svg === undefined) {
      svg = draw();
      cache.set(key, svg);
    }
    return svg;
  };
  const hide = { hide: true, tags: ['assets'] };

  app.get(
    '/assets/games/:file',
    {
      schema: {
        ...hide,
        params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,9}\\.svg$' }) }),
      },
    },
    async (request, reply) => {
      const game = ctx.catalogue.game(Number.parseInt(request.params.file, 10));
      if (!game) throw new AppError(404, 'notFound');
      const svg = remember(`g${game.game_id}`, () =>
        gameArtwork({
          id: game.game_id,
          name: game.name,
          provider: game.provider_name,
          palette: game.palette,
          type: game.type,
        }),
      );
      return reply.type('image/svg+xml').header('cache-control', ONE_DAY).send(svg);
    },
  );

  app.get(
    '/assets/providers/:file',
    {
      schema: {
        ...hide,
        params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,32}\\.svg$' }) }),
      },
    },
    async (request, reply) => {
      const provider = ctx.catalogue.providerByName(request.params.file.replace(/\.svg$/, ''));
      if (!provider) throw new AppError(404, 'notFound');
      return reply
        .type('image/svg+xml')
        .header('cache-control', ONE_DAY)
        .send(remember(`p${provider.id}`, () => providerLogo(provider.alias)));
    },
  );

  app.get(
    '/assets/banners/:file',
    {
      schema: {
        ...hide,
        params: Type.Object({
          file: Type.String({ pattern: '^slider[1-4]-(desktop|mobile)\\.svg$' }),
        }),
        // The slide's text is drawn in `lang` (the /banners urls carry it); else Accept-Language, fr.
        querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 35 })) }),
      },
    },
    async (request, reply) => {
      const [, index, device] = /^slider(\d)-(desktop|mobile)/.exec(request.params.file)!;
      const lang = contentLanguageOf(request.query.lang || request.headers['accept-language']);
      const svg = remember(`${request.params.file}:${lang}`, () =>
        bannerArtwork(
          Number(index),
          device === 'mobile',
          bannerText(`Slider${index}`, lang)!,
          lang === 'ar',
        ),
      );
      return reply.type('image/svg+xml').header('cache-control', ONE_DAY).send(svg);
    },
  );
}
