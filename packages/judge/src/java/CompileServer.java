import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * A warm javac for the judge, run inside the sandbox like any submission. It reads requests on
 * stdin and answers on stdout; nothing touches the disk: sources come in memory, classes go back
 * as a jar in memory.
 *
 * Request:  int nameLength, name bytes (e.g. "Main"), int sourceLength, source bytes (UTF-8).
 * Response: byte status (0 compiled, 1 compile error, 2 internal error), int length, payload
 *           (the jar for 0, the compiler's messages for 1 and 2).
 */
public final class CompileServer {
  private static final int MAX_SOURCE = 4 << 20;
  private static final int MAX_MESSAGES = 64 << 10;

  public static void main(String[] args) throws IOException {
    // The protocol owns stdout; anything else printed goes to stderr.
    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new java.io.FileOutputStream(java.io.FileDescriptor.out)));
    System.setOut(new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err), true));
    DataInputStream in = new DataInputStream(new BufferedInputStream(System.in));
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    StandardJavaFileManager standard = compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8);
    while (true) {
      String name;
      String source;
      try {
        name = new String(readBlock(in, 256), StandardCharsets.UTF_8);
        source = new String(readBlock(in, MAX_SOURCE), StandardCharsets.UTF_8);
      } catch (EOFException end) {
        return;
      }
      byte status;
      byte[] payload;
      try {
        Map<String, byte[]> classes = new TreeMap<>();
        StringWriter messages = new StringWriter();
        boolean ok = compile(compiler, standard, name, source, classes, messages);
        if (ok && !classes.containsKey(name)) {
          ok = false;
          messages.write("error: the program must declare a class named " + name + " (with no package)\n");
        }
        status = (byte) (ok ? 0 : 1);
        payload = ok ? jar(classes) : truncate(messages.toString());
      } catch (Throwable failure) {
        status = 2;
        payload = truncate(String.valueOf(failure));
      }
      out.writeByte(status);
      out.writeInt(payload.length);
      out.write(payload);
      out.flush();
    }
  }

  private static boolean compile(JavaCompiler compiler, StandardJavaFileManager standard, String name,
      String source, Map<String, byte[]> classes, StringWriter messages) {
    JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///" + name + ".java"), JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return source;
      }

      @Override
      public String getName() {
        return name + ".java";
      }
    };
    JavaFileManager memory = new ForwardingJavaFileManager<JavaFileManager>(standard) {
      @Override
      public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
          FileObject sibling) {
        return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + kind.extension), kind) {
          @Override
          public OutputStream openOutputStream() {
            return new ByteArrayOutputStream() {
              @Override
              public void close() {
                classes.put(className, toByteArray());
              }
            };
          }
        };
      }
    };
    // No annotation processing: javac then runs no code from the submission or its class path.
    List<String> options = List.of("-proc:none", "-implicit:none", "-encoding", "UTF-8", "-Xlint:none", "-Xmaxerrs", "50");
    return compiler.getTask(messages, memory, null, options, null, List.of(file)).call();
  }

  private static byte[] jar(Map<String, byte[]> classes) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (JarOutputStream jar = new JarOutputStream(bytes)) {
      for (Map.Entry<String, byte[]> entry : classes.entrySet()) {
        jar.putNextEntry(new JarEntry(entry.getKey().replace('.', '/') + ".class"));
        jar.write(entry.getValue());
        jar.closeEntry();
      }
    }
    return bytes.toByteArray();
  }

  private static byte[] readBlock(DataInputStream in, int max) throws IOException {
    int length = in.readInt();
    if (length < 0 || length > max) throw new IOException("request too large");
    byte[] data = new byte[length];
    in.readFully(data);
    return data;
  }

  private static byte[] truncate(String text) {
    byte[] data = text.getBytes(StandardCharsets.UTF_8);
    if (data.length <= MAX_MESSAGES) return data;
    return java.util.Arrays.copyOf(data, MAX_MESSAGES);
  }
}
