/* test_fileio.c: whether a path can be written is known before anything is written. */
#include <criterion/criterion.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../host/fileio.h"

Test(fileio, can_write_names_why_not_and_creates_nothing)
{
	char dir[] = "/tmp/tasoc_fileio_XXXXXX";
	cr_assert_not_null(mkdtemp(dir));
	char path[256], file[256], sub[256];
	snprintf(path, sizeof path, "%s/out.onnx", dir);
	cr_assert_eq(tasoc_can_write(path), 0);
	cr_assert_eq(access(path, F_OK), -1, "tasoc_can_write created %s", path);
	snprintf(sub, sizeof sub, "%s/no/out.onnx", dir);
	cr_assert_eq(tasoc_can_write(sub), -1);
	cr_assert_eq(errno, ENOENT);
	snprintf(file, sizeof file, "%s/plain", dir);
	FILE *f = fopen(file, "w");
	cr_assert_not_null(f);
	fclose(f);
	snprintf(sub, sizeof sub, "%s/plain/out.onnx", dir);
	cr_assert_eq(tasoc_can_write(sub), -1);
	cr_assert_eq(errno, ENOTDIR);
	cr_assert_eq(tasoc_can_write(dir), -1);
	cr_assert_eq(errno, EISDIR);
	cr_assert_eq(tasoc_can_write(""), -1);
	/* A name in the current folder has "." as its folder. */
	cr_assert_eq(chdir(dir), 0);
	cr_assert_eq(tasoc_can_write("out.onnx"), 0);
	cr_assert_eq(chdir("/"), 0);
	remove(file);
	cr_assert_eq(rmdir(dir), 0, "a file was left in %s", dir);
}
