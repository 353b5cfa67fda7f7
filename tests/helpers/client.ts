// A tiny JSON client for the /api, as a script would use it (bearer token).
import { randomBytes } from "node:crypto";

export type ApiResult<T = any> = { status: number; body: T }; // eslint-disable-line @typescript-eslint/no-explicit-any

let counter = 0;
/** A unique fake client address, so per-IP rate limits of one test do not affect another. */
export function fakeIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${randomBytes(2).toString("hex")}@example.test`;
}

export class ApiClient {
  constructor(
    public baseUrl: string,
    public token?: string,
    public ip = fakeIp(),
  ) {}

  async call<T = any>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const headers: Record<string, string> = { "X-Forwarded-For": this.ip };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const res = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T };
  }

  get = <T = any>(path: string) => this.call<T>("GET", path); // eslint-disable-line @typescript-eslint/no-explicit-any
  post = <T = any>(path: string, body?: unknown) => this.call<T>("POST", path, body ?? {}); // eslint-disable-line @typescript-eslint/no-explicit-any
  put = <T = any>(path: string, body?: unknown) => this.call<T>("PUT", path, body ?? {}); // eslint-disable-line @typescript-eslint/no-explicit-any
  del = <T = any>(path: string) => this.call<T>("DELETE", path); // eslint-disable-line @typescript-eslint/no-explicit-any
}

export type Account = { client: ApiClient; email: string; password: string; name: string; familyCode: string };

/** Registers a new family over HTTP; the returned client carries the owner's bearer token. */
export async function createFamily(baseUrl: string, name = "Owner Person", familyName = "The Testers"): Promise<Account> {
  const client = new ApiClient(baseUrl);
  const email = uniqueEmail("owner");
  const password = "correct horse";
  const res = await client.post("/auth/register", {
    email,
    name,
    password,
    family_option: "create",
    family_name: familyName,
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  client.token = res.body.access_token;
  return { client, email, password, name, familyCode: res.body.family_code_info.family_code };
}

/** Joins a family by code, then (when role is given) has `owner` promote the new account. */
export async function joinFamily(
  baseUrl: string,
  familyCode: string,
  name = "Member Person",
  promote?: { owner: ApiClient; role: "admin" | "guest" | "member" },
): Promise<Account & { userId: number }> {
  const client = new ApiClient(baseUrl);
  const email = uniqueEmail("member");
  const password = "correct horse";
  const res = await client.post("/auth/register", { email, name, password, family_option: "join", family_code: familyCode });
  if (res.status !== 200) throw new Error(`join failed: ${res.status} ${JSON.stringify(res.body)}`);
  client.token = res.body.access_token;
  const me = await client.get("/auth/me");
  if (promote && promote.role !== "member") {
    const r = await promote.owner.post(`/family/members/${me.body.id}/role`, { new_role: promote.role, reason: "test" });
    if (r.status !== 200) throw new Error(`promote failed: ${r.status} ${JSON.stringify(r.body)}`);
  }
  return { client, email, password, name, familyCode, userId: me.body.id };
}

export type RoleFamily = {
  owner: Account;
  admin: Account & { userId: number };
  member: Account & { userId: number };
  guest: Account & { userId: number };
  /** The owner of another family, for family-boundary checks. */
  stranger: Account;
};

/** A family with an owner, an admin, a member and a guest, plus the owner of another family. */
export async function familyWithEveryRole(baseUrl: string, familyName: string): Promise<RoleFamily> {
  const owner = await createFamily(baseUrl, "Olivia Owner", familyName);
  const admin = await joinFamily(baseUrl, owner.familyCode, "Adam Admin", { owner: owner.client, role: "admin" });
  const member = await joinFamily(baseUrl, owner.familyCode, "Mia Member");
  const guest = await joinFamily(baseUrl, owner.familyCode, "Gus Guest", { owner: owner.client, role: "guest" });
  const stranger = await createFamily(baseUrl, "Sam Stranger", "Other Family");
  return { owner, admin, member, guest, stranger };
}

/** Signs in through the sign-in page's form (no JavaScript) and returns the session cookie ("name=value"). */
export async function signInCookie(baseUrl: string, email: string, password: string, ip = fakeIp()): Promise<string> {
  const res = await fetch(`${baseUrl}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
    body: new URLSearchParams({ intent: "signin", email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("kindred_session="));
  if (res.status !== 302 || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(";")[0]!;
}
