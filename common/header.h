/* header.h: the key/value header lines shared by .vec and .stats files. */
#ifndef AMP_HEADER_H
#define AMP_HEADER_H

#include <stdio.h>

struct amp_header {
	char **keys, **values;
	size_t n, cap;
};

/* Append (keys may repeat, e.g. "source"). Copies both strings. */
void amp_header_add(struct amp_header *h, const char *key, const char *value);
/* Replace the first value of key, or append it. */
void amp_header_set(struct amp_header *h, const char *key, const char *value);
/* First value of key, or NULL. */
const char *amp_header_get(const struct amp_header *h, const char *key);
void amp_header_release(struct amp_header *h);
/* Write "key value" lines; newlines in values become spaces. */
void amp_header_write(const struct amp_header *h, FILE *fp);
/* A header key is [a-z][a-z0-9-]* */
int amp_header_key_ok(const char *key);

#endif
