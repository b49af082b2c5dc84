/** The launch routes' answers (a game or the sportsbook in a frame); see routes.ts. */
import { Type } from '@sinclair/typebox';

export const LaunchData = Type.Object({
  url: Type.String(),
  isFrame: Type.Boolean(),
});
export const SportLaunch = Type.Object({
  token: Type.String(),
  url: Type.String(),
  isFrame: Type.Boolean(),
});
