/* say.h: where the host library's human-readable lines go: the caller's progress callback, or nowhere. */
#ifndef TASOC_SAY_H
#define TASOC_SAY_H

/*
 * The pipeline's stages (the guard, the If branches, the ORT worker's
 * restarts, the cost model's notes) print lines as the command line shows
 * them. A library prints nothing unless asked: each public call installs
 * its configuration's callback for its own duration, on its own thread
 * (tasoc_say_begin ... tasoc_say_end), and these functions send the text
 * there, or drop it when there is none. A thread-local sink rather than a
 * parameter through every stage: the stages' signatures stay those of
 * their work.
 */
typedef void (*tasoc_say_fn)(void *ctx, int stream, const char *text);

typedef struct tasoc_say_sink {
	tasoc_say_fn fn;
	void *ctx;
} tasoc_say_sink;

enum { TASOC_SAY_OUT = 1, TASOC_SAY_ERR = 2 };

/* Installs fn (NULL: silence) for this thread; returns the sink it replaces, for tasoc_say_end. */
tasoc_say_sink tasoc_say_begin(tasoc_say_fn fn, void *ctx);
void tasoc_say_end(tasoc_say_sink previous);

/* printf-like: a progress line (stdout in the CLI), and a message (stderr in the CLI). */
void tasoc_say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void tasoc_say_err(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* To the stream named (TASOC_SAY_OUT or TASOC_SAY_ERR). */
void tasoc_say_stream(int stream, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Whether anything listens (to skip work done only to print). */
int tasoc_say_on(void);

#endif
