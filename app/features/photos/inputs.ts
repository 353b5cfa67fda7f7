// zod inputs for photos and albums, shared by the Photos tab and the /api. Messages: SPEC §5.
import { z } from "zod";
import { id, text } from "~/lib/inputs";
import { ALBUM_MSG, ALBUM_NAME_MAX, COMMENT_MAX, PHOTO_MSG } from "./rules";

export const photoInput = z.object({
  title: text({ max: 200, required: PHOTO_MSG.title, tooLong: PHOTO_MSG.titleLong }),
  description: text({ max: 2000 }),
  // An http(s) link (at most 2000 characters, checked by readImageUrl) or a base64 data: URL,
  // whose size the body cap bounds.
  image_url: text({ max: 40_000_000 }),
  album: text({ max: ALBUM_NAME_MAX, tooLong: ALBUM_MSG.nameLong }),
});
export type PhotoInput = z.infer<typeof photoInput>;

export const albumInput = z.object({
  name: text({ max: ALBUM_NAME_MAX, required: ALBUM_MSG.name, tooLong: ALBUM_MSG.nameLong }),
  description: text({ max: 500 }),
});

export const albumRenameInput = z.object({
  name: text({ max: ALBUM_NAME_MAX, required: ALBUM_MSG.name, tooLong: ALBUM_MSG.nameLong }),
});

export const heartInput = z.object({ photo_id: id() });

export const commentInput = z.object({
  photo_id: id(),
  comment: text({ max: COMMENT_MAX, tooLong: PHOTO_MSG.commentLong }),
});
