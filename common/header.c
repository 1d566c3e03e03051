/* header.c: key/value header lines (see header.h). */
#include "header.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

void amp_header_add(struct amp_header *h, const char *key, const char *value)
{
	size_t cap = h->cap;
	amp_grow(&h->keys, &cap, h->n, sizeof *h->keys);
	cap = h->cap;
	amp_grow(&h->values, &cap, h->n, sizeof *h->values);
	h->cap = cap;
	h->keys[h->n] = xstrdup(key);
	h->values[h->n] = xstrdup(value ? value : "");
	h->n++;
}

void amp_header_set(struct amp_header *h, const char *key, const char *value)
{
	for (size_t i = 0; i < h->n; i++)
		if (strcmp(h->keys[i], key) == 0) {
			free(h->values[i]);
			h->values[i] = xstrdup(value ? value : "");
			return;
		}
	amp_header_add(h, key, value);
}

const char *amp_header_get(const struct amp_header *h, const char *key)
{
	for (size_t i = 0; i < h->n; i++)
		if (strcmp(h->keys[i], key) == 0)
			return h->values[i];
	return NULL;
}

void amp_header_release(struct amp_header *h)
{
	for (size_t i = 0; i < h->n; i++) {
		free(h->keys[i]);
		free(h->values[i]);
	}
	free(h->keys);
	free(h->values);
	memset(h, 0, sizeof *h);
}

void amp_header_write(const struct amp_header *h, FILE *fp)
{
	for (size_t i = 0; i < h->n; i++) {
		fputs(h->keys[i], fp);
		fputc(' ', fp);
		for (const char *p = h->values[i]; *p; p++)
			fputc(*p == '\n' || *p == '\r' ? ' ' : *p, fp);
		fputc('\n', fp);
	}
}

int amp_header_key_ok(const char *key)
{
	if (!(*key >= 'a' && *key <= 'z'))
		return 0;
	for (const char *p = key + 1; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-'))
			return 0;
	return 1;
}
