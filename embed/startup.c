/* startup.c: the Cortex-M vector table and reset handler of the firmware image. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * No vendor startup file: the reset handler copies .data, clears .bss,
 * opens newlib's semihosting handles (librdimon: printf reaches QEMU's
 * stdout) and runs main. A fault prints its name and exits with status 2
 * instead of hanging the emulator.
 */
extern uint32_t __stack_top, __data_load, __data_start, __data_end, __bss_start__, __bss_end__;
extern int main(void);
extern void initialise_monitor_handles(void);

void embed_reset(void);

/* newlib's init and fini arrays call these; the image has no constructors (no crti.o with -nostartfiles). */
void _init(void);
void _fini(void);
void _init(void)
{
}
void _fini(void)
{
}

static void fault(void)
{
	static const char msg[] = "embed: hard fault\n";
	fwrite(msg, 1, sizeof msg - 1, stdout);
	exit(2);
}

__attribute__((section(".vectors"), used)) static void (*const vectors[16])(void) = {
	(void (*)(void))(uintptr_t)&__stack_top, embed_reset, fault, fault, fault, fault, fault,
};

void embed_reset(void)
{
	memcpy(&__data_start, &__data_load, (size_t)((char *)&__data_end - (char *)&__data_start));
	memset(&__bss_start__, 0, (size_t)((char *)&__bss_end__ - (char *)&__bss_start__));
	initialise_monitor_handles();
	exit(main());
}
