import { describe, expect, it } from "vitest";
import {
  DEFAULT_ANNOUNCEMENT_TEMPLATE,
  escapeHtml,
  renderHtml,
  renderSubject,
  renderText,
} from "~/features/emailTemplates/template";
import { templateInput } from "~/features/emailTemplates/inputs";

const values = {
  user_name: "Ann",
  family_name: "The Smiths",
  title: "Picnic <Saturday>",
  content: 'Bring "pie" & <script>alert(1)</script>',
  announcement_date: "June 1, 2025",
};

describe("email template rendering", () => {
  it("fills every known variable in the default template", () => {
    expect(renderSubject(DEFAULT_ANNOUNCEMENT_TEMPLATE.subject, values)).toBe("New Announcement: Picnic <Saturday>");
    const text = renderText(DEFAULT_ANNOUNCEMENT_TEMPLATE.body, values);
    expect(text).toContain("Hello Ann,");
    expect(text).toContain("The Smiths");
    expect(text).toContain("June 1, 2025");
    expect(text).toContain('Bring "pie" & <script>alert(1)</script>');
    expect(text).not.toMatch(/\{(user_name|family_name|title|content|announcement_date)\}/);
  });

  it("leaves unknown variables as written", () => {
    expect(renderText("Hi {user_name}, {unknown} and {title}{ spaced }", values)).toBe(
      "Hi Ann, {unknown} and Picnic <Saturday>{ spaced }",
    );
    expect(renderSubject("{nope}: {title}", values)).toBe("{nope}: Picnic <Saturday>");
  });

  it("escapes values (and the template's text) in the HTML part", () => {
    const html = renderHtml("<b>{title}</b>\n{content}", values);
    expect(html).toContain("&lt;b&gt;Picnic &lt;Saturday&gt;&lt;/b&gt;<br>");
    expect(html).toContain("Bring &quot;pie&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(renderHtml("{mystery}", values)).toContain("{mystery}");
  });

  it("does not substitute inside substituted values", () => {
    expect(renderText("{title}", { title: "{user_name}", user_name: "Ann" })).toBe("{user_name}");
  });

  it("keeps the subject on one line", () => {
    expect(renderSubject("New: {title}", { title: "a\r\nBcc: x@example.com" })).toBe("New: a Bcc: x@example.com");
  });

  it("escapes the five HTML special characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("email template input", () => {
  it("requires both subject and body", () => {
    const msg = (raw: unknown) => templateInput.safeParse(raw).error?.issues[0]?.message;
    expect(msg({ subject: " ", body: "x" })).toBe("Please fill in both subject and body");
    expect(msg({ subject: "x", body: "\n " })).toBe("Please fill in both subject and body");
    expect(msg({ subject: "x", body: "y" })).toBeUndefined();
  });
});
