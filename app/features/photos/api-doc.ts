// /api/photos*, /api/albums* in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { collection, defineArea, fails } from "~/lib/api-doc";
import { text } from "~/lib/inputs";
import type { Role } from "~/lib/permissions";
import { PLAN_LIMIT_MESSAGE } from "~/features/plans/limits.server";
import { albumInput, albumRenameInput, commentInput, heartInput, photoInput } from "./inputs";
import { ALBUM_MSG, PAGE, PHOTO_MSG } from "./rules";

const comment = z.object({ id: z.int(), user_id: z.int().nullable(), user_name: z.string(), comment: z.string(), created_at: z.string() });

export const photoResponse = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().meta({ description: "The display image (an upload's display copy, or the link as given)" }),
  thumbnail_url: z.string(),
  display_url: z.string(),
  download_url: z.string(),
  source: z.enum(["upload", "link"]),
  album: z.string(),
  album_id: z.int(),
  uploaded_by: z.int().nullable(),
  uploaded_by_name: z.string(),
  created_at: z.string(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  hearts: z.array(z.int()).meta({ description: "Ids of the people who hearted it" }),
  comments: z.array(comment),
  can_delete: z.boolean(),
});

const albumResponse = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  is_default: z.boolean(),
  created_by_name: z.string(),
  created_at: z.string(),
  photo_count: z.int(),
});

const NOT_GUESTS: Role[] = ["owner", "admin", "member"];
const albumDenied: [number, string] = [403, ALBUM_MSG.denied];
const nameErrors = fails(400, ALBUM_MSG.name, ALBUM_MSG.nameLong);
const nameTaken: [number, string] = [409, 'An album named "…" already exists'];
const manage = { permission: "album.manage" } as const;
const photos = collection("/photos", photoResponse, PHOTO_MSG.notFound);
const albums = collection("/albums", albumResponse, ALBUM_MSG.notFound);

export const photosDoc = defineArea({
  id: "photos",
  title: "Photos and albums",
  description: "Photos (uploads or links), hearts, comments, albums and zip downloads.",
  calls: [
    photos.list("List photos, newest first", {
      query: z.object({ album: text({ max: 50 }).meta({ description: "An album name; leave out (or `all`) for every album" }) }),
      paged: { defaultLimit: PAGE.apiDefault, max: PAGE.apiMax },
      etag: true,
    }),
    photos.create("Add a photo: an http(s) image link or a base64 data: URL as JSON, or a file upload as multipart/form-data", {
      permission: ["photo.add", "photo.addWhenAllowed"],
      rule: "Members only when the family setting allow_all_users_add_photos is on",
      body: photoInput,
      multipart: photoInput.extend({ file: z.string().meta({ format: "binary", description: "The image file" }) }),
      errors: [...fails(400, PHOTO_MSG.title, PHOTO_MSG.source, PHOTO_MSG.notImage, PHOTO_MSG.badUrl, PHOTO_MSG.albumMissing), ...fails(403, PHOTO_MSG.addDenied, PLAN_LIMIT_MESSAGE.photos)],
      example: { title: "Grandma's garden", description: "June 2026", image_url: "https://example.org/garden.jpg", album: "general" },
    }),
    photos.get("One photo"),
    photos.remove("Delete a photo (its uploader, the owner or an admin)", { errors: [[403, PHOTO_MSG.deleteDenied]] }),
    {
      method: "get",
      path: "/photos/album-list",
      summary: "Album names with their photo counts",
      response: z.array(z.object({ name: z.string(), count: z.int() })),
    },
    {
      method: "post",
      path: "/photos/heart",
      summary: "Toggle your heart on a photo",
      roles: NOT_GUESTS,
      body: heartInput,
      response: z.object({ photo_id: z.int(), hearted: z.boolean(), count: z.int(), hearts: z.array(z.int()) }),
      errors: [[403, "Guests can view photos but not heart them"], [404, PHOTO_MSG.notFound]],
      example: { photo_id: 1 },
    },
    {
      method: "post",
      path: "/photos/comment",
      summary: "Comment on a photo (a blank comment is ignored)",
      roles: NOT_GUESTS,
      body: commentInput,
      response: z.object({ comment: comment.nullable(), ignored: z.boolean(), comments_count: z.int() }),
      errors: [[400, PHOTO_MSG.commentLong], [403, "Guests can view photos but not comment"], [404, PHOTO_MSG.notFound]],
      example: { photo_id: 1, comment: "Lovely!" },
    },
    albums.list("The family's albums"),
    albums.create("Create an album", { ...manage, body: albumInput, errors: [...nameErrors, albumDenied, nameTaken], example: { name: "Reunion 2026", description: "" } }),
    albums.update("Rename an album", {
      ...manage,
      body: albumRenameInput,
      errors: [...nameErrors, [400, ALBUM_MSG.defaultRename], albumDenied, nameTaken],
      example: { name: "Reunion 2026" },
    }),
    albums.remove("Delete an album (its photos move to the default album)", {
      ...manage,
      response: z.object({ message: z.string(), moved: z.int() }),
      errors: [[400, ALBUM_MSG.defaultDelete], albumDenied],
    }),
    {
      method: "get",
      path: "/albums/{id}/download",
      summary: "The album's original files as one zip",
      responseType: "application/zip",
      errors: [[404, ALBUM_MSG.notFound]],
    },
  ],
});
