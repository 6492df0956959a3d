#!/usr/bin/env python3
"""Fails when a page of the built documentation site refers to a page, anchor or file that is not there.

A DocC site made for static hosting keeps each page's content in data/documentation/<path>.json, and the
page a browser opens at /documentation/<path> is documentation/<path>/index.html, which loads that JSON.
Every link of a page lives in the JSON: the breadcrumbs (`hierarchy`), the topic, relationship and
"see also" sections, inline links and images all name an identifier whose entry in `references` carries
the URL the browser goes to; the sidebar lists pages in index/index.json. For every page of the site this
script checks that

- every `doc://` identifier the page uses has an entry in its `references` (DocC renders nothing useful
  for one that has not; entries DocC could not resolve, such as `Sendable` under "Conforms To", have no URL
  and are shown as plain text, not as links);
- every internal URL of those entries, of the page's language variants and of the sidebar resolves (one
  that starts with `/`, or a relative one, such as the `../../../README.md` that works on GitHub, resolved
  against the page's URL as a browser would): a documentation URL needs both documentation/<path>/index.html (without it a static
  server answers with a directory listing or 404) and data/documentation/<path>.json (without it the page
  says "The page you're looking for can't be found"); a `#fragment` must be an anchor of the target page;
  any other URL (images, downloads) must be a file of the site.

Usage:
    check-docs-site.py SITE                # check the site; exit 1 and list what dangles
    check-docs-site.py --self-test SITE    # prove, on copies in memory of SITE's pages, that dangling
                                           # breadcrumbs, links, anchors and images are reported
"""
import copy
import json
import os
import posixpath
import sys
from urllib.parse import unquote, urlsplit


class Site:
    """The files of a site (paths relative to its root, with `/` separators) and its pages' JSON."""

    def __init__(self, files, pages, sidebar):
        self.files = files  # set of relative file paths
        self.pages = pages  # data-relative path ("documentation/rxswift/observable") -> page JSON
        self.sidebar = sidebar  # index/index.json, or None

    @staticmethod
    def load(root):
        files = set()
        pages = {}
        for directory, _, names in os.walk(root):
            for name in names:
                relative = os.path.relpath(os.path.join(directory, name), root).replace(os.sep, "/")
                files.add(relative)
                if relative.startswith("data/") and relative.endswith(".json"):
                    with open(os.path.join(root, relative), encoding="utf-8") as handle:
                        pages[relative[len("data/"):-len(".json")]] = json.load(handle)
        sidebar = None
        if "index/index.json" in files:
            with open(os.path.join(root, "index/index.json"), encoding="utf-8") as handle:
                sidebar = json.load(handle)
        return Site(files, pages, sidebar)


def strings_with_context(value, context):
    """Yields (string, context) for every string of a JSON value; context is the top-level key it is under."""
    if isinstance(value, str):
        yield value, context
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings_with_context(item, context or key)
    elif isinstance(value, list):
        for item in value:
            yield from strings_with_context(item, context)


def anchors(page):
    found = set()
    stack = [page]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            if isinstance(value.get("anchor"), str):
                found.add(value["anchor"])
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return found


def is_page_url(path):
    return path.strip("/").split("/")[0] in ("documentation", "tutorials")


def is_internal(url):
    return isinstance(url, str) and bool(url) and not url.startswith("#") and not urlsplit(url).scheme \
        and not url.startswith("//")


def resolve_relative(base, url):
    """The absolute URL a browser at `base` goes to for the relative `url` (`..` stops at the root)."""
    path, hash_sign, fragment = url.partition("#")
    directory = base if base.endswith("/") else posixpath.dirname(base) + "/"
    resolved = posixpath.normpath(posixpath.join(directory, path)) if path else base
    if path.endswith("/") and not resolved.endswith("/"):
        resolved += "/"
    return resolved + hash_sign + fragment


def url_problem(site, url, page_name=None):
    """None when the internal URL leads somewhere; otherwise what the browser would meet.

    A relative URL is resolved against the page's URL, with and without the trailing slash (DocC's own
    navigation omits it, a static server redirects to it).
    """
    if not url.startswith("/"):
        for base in (f"/{page_name}", f"/{page_name}/") if page_name else ("/",):
            resolved = resolve_relative(base, url)
            problem = url_problem(site, resolved)
            if problem:
                return f"{problem} (resolved from {base} to {resolved})"
        return None
    path, _, fragment = url.partition("#")
    path = unquote(path.partition("?")[0])
    if not is_page_url(path):
        return None if path.lstrip("/") in site.files else "no such file in the site"
    page_path = path.strip("/")
    html = f"{page_path}/index.html"
    missing = []
    if html not in site.files:
        missing.append(html)
    if page_path not in site.pages:
        missing.append(f"data/{page_path}.json")
    if missing:
        return "no page (" + " and ".join(missing) + " missing)"
    if fragment and unquote(fragment) not in anchors(site.pages[page_path]):
        return f"no anchor '{fragment}' on /{page_path}"
    return None


CONTEXT_NAMES = {"hierarchy": "breadcrumb", "topicSections": "topics", "seeAlsoSections": "see also",
                 "relationshipsSections": "relationships", "variants": "language variant"}


def page_problems(site, name, page):
    problems = []
    references = page.get("references", {})
    own = page.get("identifier", {}).get("url")
    used = {}
    for key, value in page.items():
        if key in ("references", "identifier"):
            continue
        for string, context in strings_with_context(value, key):
            if string.startswith("doc://") and string != own:
                used.setdefault(string, CONTEXT_NAMES.get(context, context))
    for identifier, context in sorted(used.items()):
        if identifier not in references:
            problems.append(f"/{name}: {context}: {identifier} has no entry in the page's references")
    for identifier, reference in sorted(references.items()):
        context = used.get(identifier, reference.get("type", "reference"))
        urls = [reference.get("url")] + [variant.get("url") for variant in reference.get("variants", [])
                                         if isinstance(variant, dict)]
        for url in urls:
            if is_internal(url):
                problem = url_problem(site, url, name)
                if problem:
                    problems.append(f"/{name}: {context}: {url}: {problem}")
    for variant in page.get("variants", []):
        for path in variant.get("paths", []):
            problem = url_problem(site, path, name)
            if problem:
                problems.append(f"/{name}: language variant: {path}: {problem}")
    return problems


def sidebar_problems(site):
    if site.sidebar is None:
        return ["index/index.json (the sidebar) is missing"]
    problems = []
    stack = [site.sidebar.get("interfaceLanguages", {})]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            if isinstance(value.get("path"), str):
                problem = url_problem(site, value["path"])
                if problem:
                    problems.append(f"sidebar (index/index.json): {value['path']}: {problem}")
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return problems


def check(site):
    problems = []
    if not any(is_page_url(name) for name in site.pages):
        return ["no documentation pages under data/"]
    for name, page in sorted(site.pages.items()):
        if is_page_url(name):
            problems.extend(page_problems(site, name, page))
    problems.extend(sidebar_problems(site))
    return problems


def self_test(site):
    """Breaks copies of the site in memory in each way a link can dangle; each must be reported."""
    if check(site):
        return ["the site itself has dangling references: run the check first"]
    failures = []

    def expect(description, broken, needle):
        problems = check(broken)
        if not any(needle in problem for problem in problems):
            failures.append(f"not reported: {description} (expected a problem containing {needle!r}; got "
                            f"{problems[:3]})")
        else:
            print(f"self-test: reported: {description}")

    # A page whose children name it in their breadcrumbs: the shape of the RxBlocking bug of issue 25.
    parents = {}
    for name, page in site.pages.items():
        for path in page.get("hierarchy", {}).get("paths", []):
            for identifier in path[1:]:
                url = page.get("references", {}).get(identifier, {}).get("url", "")
                parents.setdefault(url.strip("/").lower(), name)
    parent, child = next((p, c) for p, c in sorted(parents.items()) if p in site.pages)
    broken = Site(set(site.files), dict(site.pages), site.sidebar)
    del broken.pages[parent]
    broken.files.discard(f"data/{parent}.json")
    broken.files.discard(f"{parent}/index.html")
    expect(f"/{parent} removed, named by the breadcrumbs of /{child}", broken, f"/{child}: breadcrumb: /{parent}")

    # Only the HTML is missing: a static server shows a directory listing instead of the page.
    broken = Site(set(site.files) - {f"{parent}/index.html"}, site.pages, site.sidebar)
    expect(f"{parent}/index.html removed (directory listing)", broken, f"{parent}/index.html missing")

    # A link in a page's topics to a page that does not exist.
    name, page = next((n, p) for n, p in sorted(site.pages.items()) if p.get("topicSections"))
    identifier = page["topicSections"][0]["identifiers"][0]
    broken_page = copy.deepcopy(page)
    broken_page["references"][identifier]["url"] = "/documentation/no-such-module/no-such-page"
    broken = Site(site.files, {**site.pages, name: broken_page}, site.sidebar)
    expect(f"a topic of /{name} pointing nowhere", broken, f"/{name}: topics: /documentation/no-such-module")

    # An identifier used by a page without an entry in its references.
    broken_page = copy.deepcopy(page)
    del broken_page["references"][identifier]
    broken = Site(site.files, {**site.pages, name: broken_page}, site.sidebar)
    expect(f"a topic of /{name} without a reference entry", broken, "has no entry in the page's references")

    # A fragment that names no anchor of the target page.
    broken_page = copy.deepcopy(page)
    url = broken_page["references"][identifier]["url"]
    broken_page["references"][identifier]["url"] = url + "#no-such-anchor"
    broken = Site(site.files, {**site.pages, name: broken_page}, site.sidebar)
    expect(f"a link from /{name} to a missing anchor", broken, "no anchor 'no-such-anchor'")

    # A relative link as written for GitHub (`../../../README.md`), which leads out of the site.
    broken_page = copy.deepcopy(page)
    broken_page["references"]["../../../README.md"] = {
        "type": "link", "identifier": "../../../README.md", "url": "../../../README.md"}
    broken = Site(site.files, {**site.pages, name: broken_page}, site.sidebar)
    expect(f"a relative link from /{name} to ../../../README.md", broken, "resolved from")

    # What does resolve must not be reported: a relative link to a page of the site (climbing to the root,
    # the only form that works both with and without the trailing slash), a link to an anchor that the
    # target page has.
    target, target_page = next((n, p) for n, p in sorted(site.pages.items()) if anchors(p) and n.count("/") >= 2)
    anchor = sorted(anchors(target_page))[0]
    sibling = next(n for n in sorted(site.pages) if n != target and n.count("/") >= 2)
    relative = "../" * (target.count("/") + 1) + sibling
    fine_page = copy.deepcopy(target_page)
    fine_page["references"]["fine-relative"] = {"type": "link", "identifier": "fine-relative", "url": relative}
    fine_page["references"]["fine-anchor"] = {
        "type": "link", "identifier": "fine-anchor", "url": f"/{target}#{anchor}"}
    fine = Site(site.files, {**site.pages, target: fine_page}, site.sidebar)
    if check(fine):
        failures.append(f"reported although they resolve: {relative} and /{target}#{anchor} from /{target}: "
                        f"{check(fine)[:3]}")
    else:
        print(f"self-test: accepted: {relative} and /{target}#{anchor} from /{target}")

    # An image or file that is not in the site.
    broken_page = copy.deepcopy(page)
    broken_page["references"]["missing.png"] = {
        "type": "image", "identifier": "missing.png", "variants": [{"url": "/images/missing.png"}]}
    broken = Site(site.files, {**site.pages, name: broken_page}, site.sidebar)
    expect("an image that is not in the site", broken, "/images/missing.png: no such file")

    # A sidebar entry leading nowhere.
    sidebar = copy.deepcopy(site.sidebar)
    sidebar["interfaceLanguages"]["swift"][0]["children"].append({"path": "/documentation/gone", "title": "x"})
    expect("a sidebar entry leading nowhere", Site(site.files, site.pages, sidebar), "sidebar (index/index.json)")
    return failures


def main(arguments):
    self_testing = arguments[:1] == ["--self-test"]
    if self_testing:
        arguments = arguments[1:]
    if len(arguments) != 1 or not os.path.isdir(arguments[0]):
        print("usage:" + __doc__.strip().split("Usage:")[1].rstrip(), file=sys.stderr)
        print("error: give the directory of a built site (scripts/build-docs.sh writes one)", file=sys.stderr)
        return 2
    site = Site.load(arguments[0])
    if self_testing:
        failures = self_test(site)
        for failure in failures:
            print(f"error: self-test: {failure}", file=sys.stderr)
        if failures:
            return 1
        print("check-docs-site: self-test passed: every kind of dangling reference is reported")
        return 0
    problems = check(site)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"error: docs: {len(problems)} dangling internal reference(s) in {arguments[0]}", file=sys.stderr)
        return 1
    count = sum(1 for name in site.pages if is_page_url(name))
    print(f"check-docs-site: every internal reference of the {count} pages resolves")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
