/* json.h: a small JSON reader for the replies of helper processes (the ONNX Runtime worker). */
#ifndef TASOC_JSON_H
#define TASOC_JSON_H

#include <stddef.h>
#include <stdint.h>

typedef enum tasoc_json_type {
	TASOC_JSON_NULL,
	TASOC_JSON_BOOL,
	TASOC_JSON_NUMBER,
	TASOC_JSON_STRING,
	TASOC_JSON_ARRAY,
	TASOC_JSON_OBJECT,
} tasoc_json_type;

/* A parsed value; an object's members are its items, each with its key. */
typedef struct tasoc_json {
	tasoc_json_type type;
	int boolean;
	double number;
	char *str;  /* TASOC_JSON_STRING: the decoded text */
	char *key;  /* the member name when this is a member of an object */
	struct tasoc_json **items;
	int32_t n;
} tasoc_json;

/* Parses the whole of text; NULL with the reason in err on malformed input or no memory. */
tasoc_json *tasoc_json_parse(const char *text, char *err, size_t size);
void tasoc_json_free(tasoc_json *v);

/* The member key of an object; NULL when v is not an object or has none. */
const tasoc_json *tasoc_json_get(const tasoc_json *v, const char *key);

#endif
