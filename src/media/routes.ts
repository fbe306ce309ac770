/**
 * GET /media/*: the files the catalogue references (real files under MEDIA_DIR, else generated
 * placeholders), cached for a year. Exempt from the login wall: browsers load images with <img> and
 * send no Authorization header, so a wall would break images for signed-in customers too, and media
 * carry no prices or customer data.
 */
import { ProblemError } from "../core/errors.ts";
import { respond, type RestRoute } from "../core/routes.ts";
import { findMedia } from "./files.ts";

export function mediaRoutes(): RestRoute[] {
  return [
    {
      id: "media_get",
      method: "GET",
      path: "/media/:path{.+}",
      tag: "media",
      summary: "A media file (product images, logos, samples); long-lived public caching",
      publicCache: true,
      exemptFromLoginWall: true,
      responses: { 200: "the file", 404: "no such media" },
      handler: async (ctx, req) => {
        const found = await findMedia(ctx.app.settings.mediaDir, req.path.slice("/media/".length));
        if (!found) throw new ProblemError(404, "not_found", "No such media file");
        return respond({
          raw: { contentType: found.contentType, text: found.body },
          headers: {
            "Cache-Control": "public, max-age=31536000, immutable",
            "X-Content-Type-Options": "nosniff",
            // an SVG opened directly runs no script and loads nothing
            "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          },
        });
      },
    },
  ];
}
